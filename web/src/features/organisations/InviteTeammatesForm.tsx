import { useState, type FormEvent, type ReactNode } from 'react'
import { EVENT_ROLES, EVENT_ROLE_LABELS, type EventRole } from '@usher/domain/access/event-roles'
import { inviteTeammates } from '@/api/organisations'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/select'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { useOrganisationMutation } from './use-organisation-mutation'

const ROLE_OPTIONS = EVENT_ROLES.map((role) => ({ value: role, label: EVENT_ROLE_LABELS[role] }))

/** Addresses as people paste them: separated by commas, semicolons, spaces or new lines. */
const addressesIn = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter(Boolean)

type InviteTeammatesFormProps = { submitLabel: string; secondaryAction?: ReactNode; onSent?: () => void | Promise<void> }

/** Invites people by email to the organisation, with the role they will have on its events. */
export function InviteTeammatesForm({ submitLabel, secondaryAction, onSent }: InviteTeammatesFormProps) {
  const [text, setText] = useState('')
  const [role, setRole] = useState<EventRole>('editor')
  const { mutation, errors } = useOrganisationMutation(
    (input: { emails: string[]; role: EventRole }) => inviteTeammates(input.emails, input.role),
    async (result) => {
      setText('')
      showSnackbar(
        result.data.length === 0
          ? 'Everyone you entered already has an account or an invitation.'
          : `Invitation sent to ${result.data.map((invitation) => invitation.email).join(', ')}.`,
        'success',
      )
      await onSent?.()
    },
  )
  const emails = addressesIn(text)
  // The list's own error, or the first address the server refused (it names the address).
  const emailError = Object.entries(errors).find(([field]) => field === 'emails' || field.startsWith('emails.'))?.[1][0]

  const submit = (event: FormEvent) => {
    event.preventDefault()
    mutation.mutate({ emails, role })
  }
  return (
    <form onSubmit={submit} aria-label="Invite teammates" className="flex flex-col gap-4">
      <FormField
        id="invite-emails"
        label="Email addresses"
        hint="Separate addresses with commas or new lines. Each person gets an email to join."
        error={emailError ?? null}
      >
        <Textarea
          id="invite-emails"
          rows={3}
          value={text}
          placeholder="alex@example.com, sam@example.com"
          onChange={(event) => setText(event.target.value)}
          aria-invalid={Boolean(emailError)}
        />
      </FormField>
      <FormField id="invite-role" label="Role on your events" error={errors.default_event_role?.[0] ?? null}>
        <NativeSelect id="invite-role" value={role} options={ROLE_OPTIONS} onChange={(event) => setRole(event.target.value as EventRole)} />
      </FormField>
      <div className="flex flex-wrap items-center justify-end gap-2">
        {secondaryAction}
        <Button type="submit" disabled={mutation.isPending || emails.length === 0}>
          {mutation.isPending && <Spinner label="Sending" />}
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
