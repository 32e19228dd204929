import { Link, useNavigate } from '@tanstack/react-router'
import { email as emailRule, required } from '@usher/domain/validation/rules'
import { useForgotPassword } from '@/api/account'
import { Form } from '@/components/form/Form'
import { fieldRules, rulesSchema } from '@/components/form/rules-schema'
import { useSchemaForm } from '@/components/form/use-schema-form'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { useDocumentTitle } from '@/lib/page-title'

const forgotPasswordSchema = rulesSchema<{ email: string }>(fieldRules({ email: ['Email', [required, emailRule]] }))

/** /account/forgot-password: the address, then the "check your email" page, whatever the address. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password')
  const navigate = useNavigate()
  const mutation = useForgotPassword({ onSuccess: () => navigate({ to: '/account/send-reset-link' }) })
  const form = useSchemaForm({ schema: forgotPasswordSchema, initial: { email: '' }, onSubmit: ({ email }) => mutation.mutateAsync(email.trim()) })
  const emailError = form.error('email')

  return (
    <div>
      <h1 className="text-xl font-semibold tracking-[-0.02em]">Forgot your password?</h1>
      <p className="mt-1 text-[13px] text-muted-foreground">Enter the email address of your account and we will send you a link to choose a new one.</p>
      <Form form={form} className="mt-6 flex flex-col gap-4">
        <FormField id="forgot-email" label="Email" error={emailError}>
          <Input
            id="forgot-email"
            type="email"
            autoComplete="email"
            autoFocus
            value={form.values.email}
            aria-invalid={Boolean(emailError)}
            onChange={(event) => form.set('email', event.target.value)}
          />
        </FormField>
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={mutation.isPending}>
          {mutation.isPending && <Spinner label="Sending" />}
          Send reset link
        </Button>
      </Form>
      <p className="mt-6 text-center text-[13px] text-muted-foreground">
        Remembered it?{' '}
        <Link to="/account/login" className="font-medium text-primary hover:underline">
          Back to sign in
        </Link>
      </p>
    </div>
  )
}
