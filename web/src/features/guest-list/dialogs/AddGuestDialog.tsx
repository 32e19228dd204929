import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { attendeeListQuery } from '@/api/attendees'
import { useAddGuests } from '@/api/guest-edit-mutations'
import { showSnackbar, showValidationNotice } from '@/components/feedback/snackbar-store'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { Form } from '@/components/form/Form'
import { rulesSchema } from '@/components/form/rules-schema'
import { useSchemaForm } from '@/components/form/use-schema-form'
import { GuestMemberFields } from './GuestMemberFields'
import { useGuestFormFields } from '../custom-fields/use-guest-form-fields'
import { emptyMember, toMemberInput, validateMembers, type MemberDraft } from './member-draft'

const GUEST_OF_LIMIT = 100

type AddGuestDialogProps = { eventUuid: string; open: boolean; onOpenChange: (open: boolean) => void }

export function AddGuestDialog({ eventUuid, open, onOpenChange }: AddGuestDialogProps) {
  const { customFields, defaultFields } = useGuestFormFields(eventUuid, open)
  const rules = useMemo(() => ({ custom_fields: customFields, default_fields: defaultFields }), [customFields, defaultFields])
  const schema = useMemo(() => rulesSchema<MemberDraft[]>((members) => validateMembers(members, rules)), [rules])
  const form = useSchemaForm({
    schema,
    initial: [emptyMember()],
    onSubmit: (members) => mutation.mutateAsync(members.map(toMemberInput)),
    onServerInvalid: showValidationNotice,
  })
  const { values: members, setValues: setMembers, errors, setErrors } = form

  const existing = useQuery({
    ...attendeeListQuery(eventUuid, { page: 1, per_page: GUEST_OF_LIMIT, search: '', filter: 'all' }),
    enabled: open,
  })
  const guestOfOptions = useMemo(
    () =>
      (existing.data?.data ?? [])
        .filter((guest) => !guest.parent_attendee_id)
        .map((guest) => ({ value: guest.id, label: guest.email ? `${guest.full_name} (${guest.email})` : guest.full_name })),
    [existing.data],
  )

  const close = () => {
    onOpenChange(false)
    setMembers([emptyMember()])
    setErrors({})
  }

  const mutation = useAddGuests(eventUuid, {
    onSuccess: (result, inputs) => {
      const count = result.data?.length ?? inputs.length
      showSnackbar(count === 1 ? `${inputs[0]?.first_name || 'Guest'} was added.` : `${count} guests were added.`, 'success')
      close()
    },
  })

  const update = (key: number, patch: Partial<MemberDraft>) => {
    setMembers((previous) => previous.map((member) => (member.key === key ? { ...member, ...patch } : member)))
  }

  const remove = (key: number) => {
    setMembers((previous) => previous.filter((member) => member.key !== key))
    setErrors({}) // indexes shift; stale messages would land under the wrong guest
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="max-w-[640px]" aria-describedby="add-guest-description">
        <Form form={form} className="flex min-h-0 flex-col">
          <DialogHeader>
            <DialogTitle>Add guests</DialogTitle>
            <DialogDescription id="add-guest-description">Add one guest or several at once. Fields marked optional can stay empty.</DialogDescription>
          </DialogHeader>
          <DialogBody className="flex flex-col gap-3">
            {members.map((member, index) => (
              <GuestMemberFields
                key={member.key}
                member={member}
                index={index}
                total={members.length}
                errors={errors}
                guestOfOptions={guestOfOptions}
                rules={rules}
                onChange={(patch) => update(member.key, patch)}
                onRemove={() => remove(member.key)}
              />
            ))}
            <Button variant="soft" className="self-start" onClick={() => setMembers((previous) => [...previous, emptyMember()])}>
              <Plus aria-hidden />
              Add another guest
            </Button>
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={close} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={mutation.isPending} data-testid="add-guest-submit">
              {mutation.isPending && <Spinner label="Adding" />}
              {members.length > 1 ? `Add ${members.length} guests` : 'Add guest'}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
