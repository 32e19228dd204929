import { Link, useNavigate } from '@tanstack/react-router'
import { email as emailRule, maxLength, minLength, required } from '@usher/domain/validation/rules'
import { useSignup, type SignupInput } from '@/api/auth'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { Form } from '@/components/form/Form'
import { fieldRules, rulesSchema } from '@/components/form/rules-schema'
import { useSchemaForm } from '@/components/form/use-schema-form'
import { useDocumentTitle } from '@/lib/page-title'
import { safeRedirectPath } from '@/lib/guards'

/** What a link into signup may carry: the address an invitation went to, where to go next, an event's share link. */
export type SignupSearch = { email?: string; redirect?: string; share_event?: string; share_code?: string }

const PASSWORD_MIN = 8

type Field = { key: Exclude<keyof SignupInput, 'share'>; label: string; type: string; autoComplete: string }

const FIELDS: Field[] = [
  { key: 'first_name', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { key: 'last_name', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { key: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
]

type SignupFields = Omit<SignupInput, 'share'>

const signupSchema = rulesSchema<SignupFields>(
  fieldRules({
    first_name: ['First name', [required, maxLength(255)]],
    last_name: ['Last name', [required, maxLength(255)]],
    email: ['Email', [required, emailRule]],
    password: ['Password', [required, minLength(PASSWORD_MIN)]],
  }),
)

export function SignupPage({ search = {} }: { search?: SignupSearch }) {
  useDocumentTitle('Create your account')
  const navigate = useNavigate()
  const share = search.share_event && search.share_code ? { event_uuid: search.share_event, code: search.share_code } : undefined

  const mutation = useSignup({
    onSuccess: async ({ user }) => {
      // The next step proves the address; it then goes on to where the person was headed, else to
      // /onboarding (which sends someone who joined an existing organisation on to /account/created).
      const next = search.redirect ?? '/onboarding'
      if (!user.email_verified) await navigate({ to: '/account/verify-email', search: { redirect: next }, replace: true })
      else await navigate({ href: safeRedirectPath(next), replace: true })
    },
  })
  const form = useSchemaForm({
    schema: signupSchema,
    initial: { first_name: '', last_name: '', email: search.email ?? '', password: '' },
    onSubmit: (values) =>
      mutation.mutateAsync({
        ...values,
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        ...(share && { share }),
      }),
  })

  return (
    <div>
      <h1 className="text-xl font-semibold tracking-[-0.02em]">Create your account</h1>
      <p className="mt-1 text-[13px] text-muted-foreground">
        {share ? 'Then you join the event you were invited to.' : 'Start running your guest lists in minutes.'}
      </p>
      <Form form={form} className="mt-6 grid grid-cols-2 gap-4">
        {FIELDS.map((field) => {
          const id = `signup-${field.key}`
          const error = form.error(field.key)
          return (
            <FormField
              key={field.key}
              id={id}
              label={field.label}
              error={error}
              hint={field.key === 'password' ? `At least ${PASSWORD_MIN} characters, and not a common password.` : undefined}
              className={field.key === 'first_name' || field.key === 'last_name' ? 'col-span-2 sm:col-span-1' : 'col-span-2'}
            >
              <Input
                id={id}
                type={field.type}
                autoComplete={field.autoComplete}
                autoFocus={field.key === 'first_name'}
                value={form.values[field.key]}
                aria-invalid={Boolean(error)}
                onChange={(event) => form.set(field.key, event.target.value)}
              />
            </FormField>
          )
        })}
        <Button type="submit" size="lg" className="col-span-2 mt-1 w-full" disabled={mutation.isPending}>
          {mutation.isPending && <Spinner label="Creating account" />}
          Create account
        </Button>
      </Form>
      <p className="mt-6 text-center text-[13px] text-muted-foreground">
        Already have an account?{' '}
        <Link to="/account/login" search={search.redirect ? { redirect: search.redirect } : {}} className="font-medium text-primary hover:underline">
          Sign in
        </Link>
      </p>
    </div>
  )
}
