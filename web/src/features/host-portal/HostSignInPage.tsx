import { useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { checkField, maxLength, minLength, required } from '@usher/domain/validation/rules'
import { hostOfLink, hostPortalKeys, type HostOfLink } from '@/api/host-portal'
import { useHostSignIn } from '@/api/host-portal-mutations'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { SegmentedControl } from '@/components/ui/segmented-control'
import { Spinner } from '@/components/ui/spinner'
import { compactErrors, firstError } from '@/lib/field-errors'
import { PublicLayout } from '@/components/public/PublicLayout'
import { Form } from '@/components/form/Form'
import { rulesSchema } from '@/components/form/rules-schema'
import { useSchemaForm } from '@/components/form/use-schema-form'
import { useDocumentTitle } from '@/lib/page-title'
import { PendingSpinner, QueryView } from '@/components/query-view'

const PASSWORD_MIN = 8
type Mode = 'signup' | 'login'
const MODES = [
  { value: 'signup', label: 'Create account' },
  { value: 'login', label: 'Sign in' },
] as const

/**
 * /host/{token}/sign-in: a PRO host creates their Usher account or signs in,
 * always with the address the organiser gave for them (an account is the host
 * whose email it has). A new account founds its own organisation: it sees
 * only the groups it hosts, never the organiser's events.
 */
export function HostSignInPage({ token }: { token: string }) {
  useDocumentTitle('Sign in to your group')
  const host = useQuery({ queryKey: hostPortalKeys.link(token), queryFn: ({ signal }) => hostOfLink(token, signal).then((r) => r.data), retry: false })
  return (
    <PublicLayout>
      <QueryView
        query={host}
        pendingLabel="Loading"
        pendingClassName="flex justify-center py-10"
        pending={<PendingSpinner />}
        error={() => <InvalidHostLink />}
        isEmpty={(found) => !found.email}
        empty={<InvalidHostLink />}
      >
        {(found) => <HostSignInForm host={found} email={found.email!} />}
      </QueryView>
    </PublicLayout>
  )
}

function InvalidHostLink() {
  return (
    <div className="py-6 text-center" role="alert">
      <h1 className="text-lg font-semibold">This host link is not valid</h1>
      <p className="mt-2 text-sm text-muted-foreground">Check that you opened the whole link from your email, or ask the organiser for a new one.</p>
    </div>
  )
}

type SignInDraft = { mode: Mode; first_name: string; last_name: string; password: string }

/** The shared rules of the account a host makes or signs in to; the server checks the rest (a common password, the address). */
const signInSchema = rulesSchema<SignInDraft>((draft) =>
  compactErrors({
    ...(draft.mode === 'signup' && {
      first_name: checkField(draft.first_name, 'First name', [required, maxLength(255)]),
      last_name: checkField(draft.last_name, 'Last name', [required, maxLength(255)]),
    }),
    password: checkField(draft.password, 'Password', draft.mode === 'signup' ? [required, minLength(PASSWORD_MIN)] : [required]),
  }),
)

function HostSignInForm({ host, email }: { host: HostOfLink; email: string }) {
  const navigate = useNavigate()
  const mutation = useHostSignIn({
    onSuccess: async (result) => {
      // An account with a second factor finishes signing in on the login page, which asks for the code.
      if ('two_factor' in result) return void navigate({ to: '/account/login', search: { redirect: '/events/host-group' } })
      const { user } = result
      // A host's groups open once the account proved the address the organiser gave.
      if (!user.email_verified) await navigate({ to: '/account/verify-email', search: { redirect: '/events/host-group' }, replace: true })
      else await navigate({ to: '/events/host-group', replace: true })
    },
  })
  const signIn = useSchemaForm({
    schema: signInSchema,
    initial: { mode: 'signup' as Mode, first_name: host.first_name, last_name: host.last_name, password: '' },
    onSubmit: ({ mode, first_name, last_name, password }) =>
      mutation.mutateAsync(
        mode === 'signup'
          ? { mode, input: { first_name: first_name.trim(), last_name: last_name.trim(), password, email } }
          : { mode, input: { email, password } },
      ),
  })
  const { values: form, errors, set } = signIn
  const mode = form.mode

  return (
    <div className="flex flex-col gap-5">
      <header>
        <p className="text-[13px] text-muted-foreground">You host guests at</p>
        <h1 className="mt-1 text-xl font-semibold tracking-tight">{host.event_name}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Sign in with your Usher account to name your guests and follow their answers. The first time, create your account.
        </p>
      </header>
      <SegmentedControl<Mode>
        label="Account"
        className="self-start"
        value={mode}
        onValueChange={(value) => {
          set('mode', value)
          signIn.setErrors({})
        }}
        options={MODES}
      />
      <Form form={signIn} className="grid grid-cols-2 gap-4">
        {mode === 'signup' && (
          <>
            <FormField id="host-first-name" label="First name" error={firstError(errors, 'first_name')} className="col-span-2 sm:col-span-1">
              <Input id="host-first-name" autoComplete="given-name" value={form.first_name} onChange={(e) => set('first_name', e.target.value)} />
            </FormField>
            <FormField id="host-last-name" label="Last name" error={firstError(errors, 'last_name')} className="col-span-2 sm:col-span-1">
              <Input id="host-last-name" autoComplete="family-name" value={form.last_name} onChange={(e) => set('last_name', e.target.value)} />
            </FormField>
          </>
        )}
        <FormField id="host-email" label="Email" error={firstError(errors, 'email')} hint="The address the organiser gave for you." className="col-span-2">
          <Input id="host-email" type="email" value={email} readOnly aria-readonly />
        </FormField>
        <FormField
          id="host-password"
          label="Password"
          error={firstError(errors, 'password')}
          hint={mode === 'signup' ? `At least ${PASSWORD_MIN} characters, and not a common password.` : undefined}
          className="col-span-2"
        >
          <Input
            id="host-password"
            type="password"
            autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
            value={form.password}
            onChange={(e) => set('password', e.target.value)}
          />
        </FormField>
        <Button type="submit" size="lg" className="col-span-2 w-full" disabled={mutation.isPending}>
          {mutation.isPending && <Spinner label="Signing in" />}
          {mode === 'signup' ? 'Create account' : 'Sign in'}
        </Button>
      </Form>
    </div>
  )
}
