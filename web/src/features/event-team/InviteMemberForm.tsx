import { useState, type FormEvent } from 'react'
import { Send } from 'lucide-react'
import type { EventRole } from '@usher/domain/access/event-roles'
import type { FieldErrors } from '@usher/domain/validation/errors'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/select'
import { Spinner } from '@/components/ui/spinner'
import { compactErrors, firstError } from '@/lib/field-errors'
import { isApiError } from '@/lib/api-error'
import { DEFAULT_INVITE_ROLE, ROLE_DESCRIPTIONS, ROLE_OPTIONS } from './role-options'
import { useInviteMember } from './use-team-mutations'

/** Adds someone to the team by address: a colleague gets the role at once, anyone else when they sign up. */
export function InviteMemberForm({ eventUuid }: { eventUuid: string }) {
  const invite = useInviteMember(eventUuid)
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<EventRole>(DEFAULT_INVITE_ROLE)
  const [errors, setErrors] = useState<FieldErrors>({})
  const emailError = firstError(errors, 'email')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const address = email.trim()
    if (!address) {
      setErrors({ email: ['Enter the email address of the person to invite.'] })
      return
    }
    setErrors({})
    invite.mutate(
      { email: address, role },
      {
        onSuccess: () => setEmail(''),
        onError: (error) => {
          if (isApiError(error) && error.status === 422) setErrors(compactErrors(error.errors))
        },
      },
    )
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Invite someone</CardTitle>
        <CardDescription>Colleagues get their role at once. Anyone else gets it when they sign up with this address.</CardDescription>
      </CardHeader>
      <CardContent>
        <form aria-label="Invite to the team" noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_220px_auto] sm:items-start">
          <FormField id="team-invite-email" label="Email" error={emailError}>
            <Input
              id="team-invite-email"
              type="email"
              autoComplete="off"
              placeholder="name@example.org"
              value={email}
              aria-invalid={Boolean(emailError)}
              aria-describedby={emailError ? 'team-invite-email-error' : undefined}
              onChange={(event) => {
                setEmail(event.target.value)
                if (emailError) setErrors({})
              }}
            />
          </FormField>
          <FormField id="team-invite-role" label="Role" hint={ROLE_DESCRIPTIONS[role]}>
            <NativeSelect id="team-invite-role" value={role} options={ROLE_OPTIONS} onChange={(event) => setRole(event.target.value as EventRole)} />
          </FormField>
          <Button type="submit" className="h-9 sm:mt-[19px]" disabled={invite.isPending} data-testid="team-invite-submit">
            {invite.isPending ? <Spinner label="Inviting" /> : <Send aria-hidden />}
            Invite
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
