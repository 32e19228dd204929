import { Link, useNavigate } from '@tanstack/react-router'
import { useResetPassword, type NewPassword } from '@/api/account'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { Form } from '@/components/form/Form'
import { rulesSchema } from '@/components/form/rules-schema'
import { useSchemaForm } from '@/components/form/use-schema-form'
import { useDocumentTitle } from '@/lib/page-title'
import { NewPasswordFields, newPasswordErrors } from './NewPasswordFields'

/**
 * /account/reset-password?token=…: the new password twice. The reset signs nobody in: the person
 * goes to the login page with a notice (so a second factor is always asked there).
 */
export function ResetPasswordPage({ token }: { token?: string }) {
  useDocumentTitle('Choose a new password')
  const navigate = useNavigate()
  const mutation = useResetPassword({
    onSuccess: () => navigate({ to: '/account/login', search: { reset: 'done' }, replace: true }),
  })
  const form = useSchemaForm({
    schema: rulesSchema<NewPassword>((value) => newPasswordErrors(value, {})),
    initial: { password: '', password_confirmation: '' },
    // Without a token the button is disabled and the page says why; nothing to send.
    onSubmit: async (value) => {
      if (token) await mutation.mutateAsync({ token, ...value })
    },
  })
  const linkError = token ? form.error('token') : 'This link is incomplete. Open it again from the email, or ask for a new one.'

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
      <Form form={form} className="mt-6 flex flex-col gap-4">
        <NewPasswordFields idPrefix="reset" value={form.values} onChange={form.setValues} errors={form.errors} />
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={mutation.isPending || !token}>
          {mutation.isPending && <Spinner label="Saving" />}
          Reset password
        </Button>
      </Form>
    </div>
  )
}
