import { useState, type FormEvent } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useMutation } from '@tanstack/react-query'
import { checkField, email as emailRule, required } from '@usher/domain/validation/rules'
import type { FieldErrors } from '@usher/domain/validation/errors'
import { forgotPassword } from '@/api/account'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { isApiError } from '@/lib/api-error'
import { useDocumentTitle } from '@/lib/page-title'
import { compactErrors, firstError } from '@/lib/field-errors'

/** /account/forgot-password: the address, then the "check your email" page, whatever the address. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password')
  const navigate = useNavigate()
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const mutation = useMutation({
    mutationFn: forgotPassword,
    onSuccess: () => navigate({ to: '/account/send-reset-link' }),
    onError: (error) => {
      if (isApiError(error) && error.status === 422) setErrors(error.errors)
      else showSnackbar(error.message, 'error')
    },
  })
  const emailError = firstError(errors, 'email')

  function submit(event: FormEvent) {
    event.preventDefault()
    const next = compactErrors({ email: checkField(email, 'Email', [required, emailRule]) })
    setErrors(next)
    if (Object.keys(next).length === 0) mutation.mutate(email.trim())
  }

  return (
    <div>
      <h1 className="text-xl font-semibold tracking-[-0.02em]">Forgot your password?</h1>
      <p className="mt-1 text-[13px] text-muted-foreground">Enter the email address of your account and we will send you a link to choose a new one.</p>
      <form className="mt-6 flex flex-col gap-4" onSubmit={submit} noValidate>
        <FormField id="forgot-email" label="Email" error={emailError}>
          <Input id="forgot-email" type="email" autoComplete="email" autoFocus value={email} aria-invalid={Boolean(emailError)} onChange={(event) => setEmail(event.target.value)} />
        </FormField>
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={mutation.isPending}>
          {mutation.isPending && <Spinner label="Sending" />}
          Send reset link
        </Button>
      </form>
      <p className="mt-6 text-center text-[13px] text-muted-foreground">
        Remembered it?{' '}
        <Link to="/account/login" className="font-medium text-primary hover:underline">
          Back to sign in
        </Link>
      </p>
    </div>
  )
}
