import { Send } from 'lucide-react'
import type { EventRole } from '@usher/domain/access/event-roles'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/select'
import { Spinner } from '@/components/ui/spinner'
import { Form } from '@/components/form/Form'
import { rulesSchema } from '@/components/form/rules-schema'
import { useSchemaForm } from '@/components/form/use-schema-form'
import { DEFAULT_INVITE_ROLE, ROLE_DESCRIPTIONS, ROLE_OPTIONS } from './role-options'
import { useInviteMember } from '@/api/team-mutations'

type Invitation = { email: string; role: EventRole }

// Only presence is checked here: the server says whether the address is one, in its own words.
const inviteSchema = rulesSchema<Invitation>((invitation) => ({ email: invitation.email.trim() ? [] : ['Enter the email address of the person to invite.'] }))

/** Adds someone to the team by address: a colleague gets the role at once, anyone else when they sign up. */
export function InviteMemberForm({ eventUuid }: { eventUuid: string }) {
  const invite = useInviteMember(eventUuid)
  const form = useSchemaForm({
    schema: inviteSchema,
    initial: { email: '', role: DEFAULT_INVITE_ROLE },
    onSubmit: async ({ email, role }) => {
      await invite.mutateAsync({ email: email.trim(), role })
      form.set('email', '')
    },
    // useInviteMember tells of any other failure itself.
    onFailure: () => {},
  })
  const { role } = form.values
  const emailError = form.error('email')

  return (
    <Card>
      <CardHeader>
        <CardTitle>Invite someone</CardTitle>
        <CardDescription>Colleagues get their role at once. Anyone else gets it when they sign up with this address.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form form={form} aria-label="Invite to the team" className="grid gap-3 sm:grid-cols-[1fr_220px_auto] sm:items-start">
          <FormField id="team-invite-email" label="Email" error={emailError}>
            <Input
              id="team-invite-email"
              type="email"
              autoComplete="off"
              placeholder="name@example.org"
              value={form.values.email}
              aria-invalid={Boolean(emailError)}
              aria-describedby={emailError ? 'team-invite-email-error' : undefined}
              onChange={(event) => {
                form.set('email', event.target.value)
                if (emailError) form.setErrors({})
              }}
            />
          </FormField>
          <FormField id="team-invite-role" label="Role" hint={ROLE_DESCRIPTIONS[role]}>
            <NativeSelect id="team-invite-role" value={role} options={ROLE_OPTIONS} onChange={(event) => form.set('role', event.target.value as EventRole)} />
          </FormField>
          <Button type="submit" className="h-9 sm:mt-[19px]" disabled={invite.isPending} data-testid="team-invite-submit">
            {invite.isPending ? <Spinner label="Inviting" /> : <Send aria-hidden />}
            Invite
          </Button>
        </Form>
      </CardContent>
    </Card>
  )
}
