import { useChangePassword, type NewPassword } from '@/api/account'
import type { CurrentUser } from '@/api/auth'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Form } from '@/components/form/Form'
import { rulesSchema } from '@/components/form/rules-schema'
import { useSchemaForm } from '@/components/form/use-schema-form'
import { isPasswordConfirmationCancelled } from '@/components/password-confirmation/use-password-confirmation'
import { NewPasswordFields, newPasswordErrors } from './NewPasswordFields'

const EMPTY: NewPassword & { current_password: string } = { current_password: '', password: '', password_confirmation: '' }

/** Account Settings: a new password, proved by the current one; the person's other devices are signed out. */
export function ChangePasswordCard({ user }: { user: CurrentUser }) {
  const mutation = useChangePassword({
    onSuccess: () => {
      form.setValues(EMPTY)
      showSnackbar('Your password has been changed. Your other devices were signed out.', 'success')
    },
  })
  const form = useSchemaForm({
    schema: rulesSchema<typeof EMPTY>((value) => ({
      ...newPasswordErrors(value, user),
      ...(value.current_password ? {} : { current_password: ['The current password is required.'] }),
    })),
    initial: EMPTY,
    onSubmit: (value) => mutation.mutateAsync(value),
    onFailure: (error) => {
      if (!isPasswordConfirmationCancelled(error)) showSnackbar((error as Error).message, 'error')
    },
  })
  const currentError = form.error('current_password')

  return (
    <Card className="mt-5">
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>Changing it signs out every other device signed in to your account.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form form={form} className="flex max-w-[420px] flex-col gap-4">
          <FormField id="change-current-password" label="Current password" error={currentError}>
            <Input
              id="change-current-password"
              type="password"
              autoComplete="current-password"
              value={form.values.current_password}
              aria-invalid={Boolean(currentError)}
              onChange={(event) => form.set('current_password', event.target.value)}
            />
          </FormField>
          <NewPasswordFields idPrefix="change" value={form.values} onChange={(next) => form.setValues({ ...form.values, ...next })} errors={form.errors} />
          <div>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending && <Spinner label="Saving" />}
              Change password
            </Button>
          </div>
        </Form>
        {mutation.confirmationDialog}
      </CardContent>
    </Card>
  )
}
