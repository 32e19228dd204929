import { useState, type FormEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import type { FieldErrors } from '@usher/domain/validation/errors'
import { changePassword, type NewPassword } from '@/api/account'
import type { CurrentUser } from '@/api/auth'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { isApiError } from '@/lib/api-error'
import { compactErrors, firstError } from '@/lib/field-errors'
import { isPasswordConfirmationCancelled, usePasswordConfirmation } from '@/components/password-confirmation/use-password-confirmation'
import { NewPasswordFields, newPasswordErrors } from './NewPasswordFields'

const EMPTY = { current_password: '', password: '', password_confirmation: '' }

/** Account Settings: a new password, proved by the current one; the person's other devices are signed out. */
export function ChangePasswordCard({ user }: { user: CurrentUser }) {
  const [form, setForm] = useState<NewPassword & { current_password: string }>(EMPTY)
  const [errors, setErrors] = useState<FieldErrors>({})
  const { withConfirmation, dialog } = usePasswordConfirmation()
  const mutation = useMutation({
    mutationFn: (input: typeof form) => withConfirmation(() => changePassword(input)),
    onSuccess: () => {
      setForm(EMPTY)
      showSnackbar('Your password has been changed. Your other devices were signed out.', 'success')
    },
    onError: (error: unknown) => {
      if (isPasswordConfirmationCancelled(error)) return
      if (isApiError(error) && error.status === 422) setErrors(error.errors)
      else showSnackbar((error as Error).message, 'error')
    },
  })
  const currentError = firstError(errors, 'current_password')

  function submit(event: FormEvent) {
    event.preventDefault()
    const next = compactErrors({ ...newPasswordErrors(form, user), ...(form.current_password ? {} : { current_password: ['The current password is required.'] }) })
    setErrors(next)
    if (Object.keys(next).length === 0) mutation.mutate(form)
  }

  return (
    <Card className="mt-5">
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>Changing it signs out every other device signed in to your account.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex max-w-[420px] flex-col gap-4" onSubmit={submit} noValidate>
          <FormField id="change-current-password" label="Current password" error={currentError}>
            <Input id="change-current-password" type="password" autoComplete="current-password" value={form.current_password} aria-invalid={Boolean(currentError)} onChange={(event) => setForm({ ...form, current_password: event.target.value })} />
          </FormField>
          <NewPasswordFields idPrefix="change" value={form} onChange={(next) => setForm({ ...form, ...next })} errors={errors} />
          <div>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending && <Spinner label="Saving" />}
              Change password
            </Button>
          </div>
        </form>
        {dialog}
      </CardContent>
    </Card>
  )
}
