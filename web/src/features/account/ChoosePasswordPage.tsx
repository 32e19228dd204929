import { Link, useNavigate } from '@tanstack/react-router'
import { useChangePassword, type NewPassword } from '@/api/account'
import type { CurrentUser } from '@/api/auth'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Form } from '@/components/form/Form'
import { rulesSchema } from '@/components/form/rules-schema'
import { useSchemaForm } from '@/components/form/use-schema-form'
import { useDocumentTitle } from '@/lib/page-title'
import { safeRedirectPath } from '@/lib/guards'
import { NewPasswordFields, newPasswordErrors } from './NewPasswordFields'

/**
 * /account/choose-password: an administrator gave the account a temporary password (emailed to
 * its owner); nothing else opens until the owner replaces it with their own.
 */
export function ChoosePasswordPage({ user, redirectTo }: { user: CurrentUser; redirectTo?: string }) {
  useDocumentTitle('Choose a new password')
  const navigate = useNavigate()
  const mutation = useChangePassword({
    onSuccess: async () => {
      showSnackbar('Your password has been changed.', 'success')
      await navigate({ href: safeRedirectPath(redirectTo), replace: true })
    },
  })
  const form = useSchemaForm({
    schema: rulesSchema<NewPassword & { current_password: string }>((value) => ({
      ...newPasswordErrors(value, user),
      ...(value.current_password ? {} : { current_password: ['The temporary password is required.'] }),
    })),
    initial: { current_password: '', password: '', password_confirmation: '' },
    onSubmit: (value) => mutation.mutateAsync(value),
  })
  const currentError = form.error('current_password')

  return (
    <div>
      <h1 className="text-xl font-semibold tracking-[-0.02em]">Choose a new password</h1>
      <p className="mt-1 text-[13px] text-muted-foreground">You signed in with a temporary password from an administrator. Choose your own to continue.</p>
      <Form form={form} className="mt-6 flex flex-col gap-4">
        <FormField id="choose-current-password" label="Temporary password" error={currentError}>
          <Input
            id="choose-current-password"
            type="password"
            autoComplete="current-password"
            autoFocus
            value={form.values.current_password}
            aria-invalid={Boolean(currentError)}
            onChange={(event) => form.set('current_password', event.target.value)}
          />
        </FormField>
        <NewPasswordFields idPrefix="choose" value={form.values} onChange={(next) => form.setValues({ ...form.values, ...next })} errors={form.errors} />
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={mutation.isPending}>
          {mutation.isPending && <Spinner label="Saving" />}
          Save password
        </Button>
      </Form>
      <p className="mt-6 text-center text-[13px] text-muted-foreground">
        Not now?{' '}
        <Link to="/account/logout" className="font-medium text-primary hover:underline">
          Sign out
        </Link>
      </p>
      {mutation.confirmationDialog}
    </div>
  )
}
