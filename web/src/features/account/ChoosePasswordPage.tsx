import { useState, type FormEvent } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { FieldErrors } from '@usher/domain/validation/errors'
import { changePassword, type NewPassword } from '@/api/account'
import { authKeys, type CurrentUser } from '@/api/auth'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { isApiError } from '@/lib/api-error'
import { useDocumentTitle } from '@/lib/page-title'
import { compactErrors, firstError } from '@/lib/field-errors'
import { safeRedirectPath } from '@/lib/guards'
import { NewPasswordFields, newPasswordErrors } from './NewPasswordFields'

/**
 * /account/choose-password: an administrator gave the account a temporary password (emailed to
 * its owner); nothing else opens until the owner replaces it with their own.
 */
export function ChoosePasswordPage({ user, redirectTo }: { user: CurrentUser; redirectTo?: string }) {
  useDocumentTitle('Choose a new password')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [current, setCurrent] = useState('')
  const [value, setValue] = useState<NewPassword>({ password: '', password_confirmation: '' })
  const [errors, setErrors] = useState<FieldErrors>({})
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: async ({ data }) => {
      queryClient.setQueryData(authKeys.currentUser(), { ...data, impersonator: user.impersonator })
      showSnackbar('Your password has been changed.', 'success')
      await navigate({ href: safeRedirectPath(redirectTo), replace: true })
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422) setErrors(error.errors)
      else showSnackbar(error.message, 'error')
    },
  })
  const currentError = firstError(errors, 'current_password')

  function submit(event: FormEvent) {
    event.preventDefault()
    const next = compactErrors({ ...newPasswordErrors(value, user), ...(current ? {} : { current_password: ['The temporary password is required.'] }) })
    setErrors(next)
    if (Object.keys(next).length === 0) mutation.mutate({ current_password: current, ...value })
  }

  return (
    <div>
      <h1 className="text-xl font-semibold tracking-[-0.02em]">Choose a new password</h1>
      <p className="mt-1 text-[13px] text-muted-foreground">You signed in with a temporary password from an administrator. Choose your own to continue.</p>
      <form className="mt-6 flex flex-col gap-4" onSubmit={submit} noValidate>
        <FormField id="choose-current-password" label="Temporary password" error={currentError}>
          <Input id="choose-current-password" type="password" autoComplete="current-password" autoFocus value={current} aria-invalid={Boolean(currentError)} onChange={(event) => setCurrent(event.target.value)} />
        </FormField>
        <NewPasswordFields idPrefix="choose" value={value} onChange={setValue} errors={errors} />
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={mutation.isPending}>
          {mutation.isPending && <Spinner label="Saving" />}
          Save password
        </Button>
      </form>
      <p className="mt-6 text-center text-[13px] text-muted-foreground">
        Not now?{' '}
        <Link to="/account/logout" className="font-medium text-primary hover:underline">
          Sign out
        </Link>
      </p>
    </div>
  )
}
