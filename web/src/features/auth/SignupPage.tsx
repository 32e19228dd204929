import { useState, type FormEvent } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { checkField, email as emailRule, maxLength, minLength, required } from '@usher/domain/validation/rules'
import type { FieldErrors } from '@usher/domain/validation/errors'
import { useSignup, type SignupInput } from '@/api/auth'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { isApiError } from '@/lib/api-error'
import { useDocumentTitle } from '@/lib/page-title'
import { compactErrors, firstError } from '@/lib/field-errors'
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

function validate(form: SignupInput): FieldErrors {
  return compactErrors({
    first_name: checkField(form.first_name, 'First name', [required, maxLength(255)]),
    last_name: checkField(form.last_name, 'Last name', [required, maxLength(255)]),
    email: checkField(form.email, 'Email', [required, emailRule]),
    password: checkField(form.password, 'Password', [required, minLength(PASSWORD_MIN)]),
  })
}

export function SignupPage({ search = {} }: { search?: SignupSearch }) {
  useDocumentTitle('Create your account')
  const navigate = useNavigate()
  const [form, setForm] = useState<SignupInput>({ first_name: '', last_name: '', email: search.email ?? '', password: '' })
  const share = search.share_event && search.share_code ? { event_uuid: search.share_event, code: search.share_code } : undefined
  const [errors, setErrors] = useState<FieldErrors>({})

  const mutation = useSignup({
    onSuccess: async ({ user }) => {
      // The next step proves the address; it then goes on to where the person was headed, else to
      // /onboarding (which sends someone who joined an existing organisation on to /account/created).
      const next = search.redirect ?? '/onboarding'
      if (!user.email_verified) await navigate({ to: '/account/verify-email', search: { redirect: next }, replace: true })
      else await navigate({ href: safeRedirectPath(next), replace: true })
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422) setErrors(error.errors)
      else showSnackbar(error.message, 'error')
    },
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    const next = validate(form)
    setErrors(next)
    if (Object.keys(next).length === 0) {
      mutation.mutate({ ...form, first_name: form.first_name.trim(), last_name: form.last_name.trim(), email: form.email.trim(), ...(share && { share }) })
    }
  }

  return (
    <div>
      <h1 className="text-xl font-semibold tracking-[-0.02em]">Create your account</h1>
      <p className="mt-1 text-[13px] text-muted-foreground">{share ? 'Then you join the event you were invited to.' : 'Start running your guest lists in minutes.'}</p>
      <form className="mt-6 grid grid-cols-2 gap-4" onSubmit={submit} noValidate>
        {FIELDS.map((field) => {
          const id = `signup-${field.key}`
          const error = firstError(errors, field.key)
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
                value={form[field.key]}
                aria-invalid={Boolean(error)}
                onChange={(event) => setForm({ ...form, [field.key]: event.target.value })}
              />
            </FormField>
          )
        })}
        <Button type="submit" size="lg" className="col-span-2 mt-1 w-full" disabled={mutation.isPending}>
          {mutation.isPending && <Spinner label="Creating account" />}
          Create account
        </Button>
      </form>
      <p className="mt-6 text-center text-[13px] text-muted-foreground">
        Already have an account?{' '}
        <Link to="/account/login" search={search.redirect ? { redirect: search.redirect } : {}} className="font-medium text-primary hover:underline">
          Sign in
        </Link>
      </p>
    </div>
  )
}
