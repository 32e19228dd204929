import { useMemo, useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { FieldErrors } from '@usher/domain/validation/errors'
import { Plus } from 'lucide-react'
import { attendeeListQuery } from '@/api/attendees'
import { useAddGuests } from '@/api/guest-edit-mutations'
import { showSnackbar, showValidationNotice } from '@/components/feedback/snackbar-store'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { isApiError } from '@/lib/api-error'
import { GuestMemberFields } from './GuestMemberFields'
import { useGuestFormFields } from '../custom-fields/use-guest-form-fields'
import { emptyMember, toMemberInput, validateMembers, type MemberDraft } from './member-draft'

const GUEST_OF_LIMIT = 100

type AddGuestDialogProps = { eventUuid: string; open: boolean; onOpenChange: (open: boolean) => void }

export function AddGuestDialog({ eventUuid, open, onOpenChange }: AddGuestDialogProps) {
  const [members, setMembers] = useState<MemberDraft[]>(() => [emptyMember()])
  const [errors, setErrors] = useState<FieldErrors>({})
  const { customFields, defaultFields } = useGuestFormFields(eventUuid, open)
  const rules = useMemo(() => ({ custom_fields: customFields, default_fields: defaultFields }), [customFields, defaultFields])

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
    onSuccess: (result) => {
      const count = result.data?.length ?? members.length
      showSnackbar(count === 1 ? `${members[0]?.first_name.trim() || 'Guest'} was added.` : `${count} guests were added.`, 'success')
      close()
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422) {
        setErrors(error.errors)
        showValidationNotice(error.errors)
      } else {
        showSnackbar(error.message, 'error')
      }
    },
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    const next = validateMembers(members, rules)
    setErrors(next)
    if (Object.keys(next).length === 0) mutation.mutate(members.map(toMemberInput))
  }

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
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-col">
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
        </form>
      </DialogContent>
    </Dialog>
  )
}
