import { useState, type FormEvent } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useMutation } from '@tanstack/react-query'
import type { FieldErrors } from '@usher/domain/validation/errors'
import { resetPassword, type NewPassword } from '@/api/account'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { isApiError } from '@/lib/api-error'
import { useDocumentTitle } from '@/lib/page-title'
import { compactErrors, firstError } from '@/lib/field-errors'
import { NewPasswordFields, newPasswordErrors } from './NewPasswordFields'

/**
 * /account/reset-password?token=…: the new password twice. The reset signs nobody in: the person
 * goes to the login page with a notice (so a second factor is always asked there).
 */
export function ResetPasswordPage({ token }: { token?: string }) {
  useDocumentTitle('Choose a new password')
  const navigate = useNavigate()
  const [value, setValue] = useState<NewPassword>({ password: '', password_confirmation: '' })
  const [errors, setErrors] = useState<FieldErrors>({})
  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: () => navigate({ to: '/account/login', search: { reset: 'done' }, replace: true }),
    onError: (error) => {
      if (isApiError(error) && error.status === 422) setErrors(error.errors)
      else showSnackbar(error.message, 'error')
    },
  })
  const linkError = token ? firstError(errors, 'token') : 'This link is incomplete. Open it again from the email, or ask for a new one.'

  function submit(event: FormEvent) {
    event.preventDefault()
    const next = compactErrors(newPasswordErrors(value, {}))
    setErrors(next)
    if (token && Object.keys(next).length === 0) mutation.mutate({ token, ...value })
  }

  return (
    <div>
      <h1 className="text-xl font-semibold tracking-[-0.02em]">Choose a new password</h1>
      <p className="mt-1 text-[13px] text-muted-foreground">After this, every device signed in to your account is signed out.</p>
      {linkError && (
        <p role="alert" className="mt-4 rounded-md border border-error/40 bg-error/5 px-3 py-2 text-[13px] text-error">
          {linkError}{' '}
          <Link to="/account/forgot-password" className="font-medium underline">
            Ask for a new link
          </Link>
        </p>
      )}
      <form className="mt-6 flex flex-col gap-4" onSubmit={submit} noValidate>
        <NewPasswordFields idPrefix="reset" value={value} onChange={setValue} errors={errors} />
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={mutation.isPending || !token}>
          {mutation.isPending && <Spinner label="Saving" />}
          Reset password
        </Button>
      </form>
    </div>
  )
}
