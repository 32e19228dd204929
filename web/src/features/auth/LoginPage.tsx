import { lazy, Suspense, useState, type ReactNode } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { email as emailRule, required } from '@usher/domain/validation/rules'
import { useLogin, type LoginInput } from '@/api/auth'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Form } from '@/components/form/Form'
import { fieldRules, rulesSchema } from '@/components/form/rules-schema'
import { useSchemaForm } from '@/components/form/use-schema-form'
import { isApiError } from '@/lib/api-error'
import { useDocumentTitle } from '@/lib/page-title'
import { safeRedirectPath } from '@/lib/guards'
import { ForgotPasswordLink } from './ForgotPasswordLink'

import { SsoSignIn } from './SsoSignIn'

import { SignedOutNotice } from './sessions/SignedOutNotice'
import type { SignedOutReason } from '@/lib/idle-sign-out'

// The second-factor step is for the few accounts that have one: it loads as the password goes out
// (submit), so it is there by the time the answer asks for a code, and no page's first load carries it.
const loadTwoFactorStep = () => import('./TwoFactorChallengeStep')
const loginSchema = rulesSchema<LoginInput>(fieldRules({ email: ['Email', [required, emailRule]], password: ['Password', [required]] }))

const TwoFactorChallengeStep = lazy(() => loadTwoFactorStep().then((module) => ({ default: module.TwoFactorChallengeStep })))

export function LoginPage({
  redirectTo,
  notice,
  ssoError,
  signedOutReason,
}: {
  redirectTo?: string
  notice?: ReactNode
  ssoError?: string
  signedOutReason?: SignedOutReason
}) {
  useDocumentTitle('Sign in')
  const navigate = useNavigate()
  const [awaitingSecondFactor, setAwaitingSecondFactor] = useState(false)

  // useLogin (and the second factor's step) have the new session in the cache by now.
  const signedIn = () => navigate({ href: safeRedirectPath(redirectTo), replace: true })

  const mutation = useLogin({
    onSuccess: async (result) => {
      if ('two_factor' in result) setAwaitingSecondFactor(true)
      else await signedIn()
    },
  })
  const form = useSchemaForm({
    schema: loginSchema,
    initial: { email: '', password: '' },
    onSubmit: ({ email, password }) => {
      void loadTwoFactorStep()
      return mutation.mutateAsync({ email: email.trim(), password })
    },
    onFailure: (error) => {
      // A disabled account is told so next to the form, where they are looking, not in a passing snackbar.
      if (isApiError(error) && error.code === 'account_disabled') form.setErrors({ email: [error.message] })
      else showSnackbar((error as Error).message, 'error')
    },
  })
  const emailError = form.error('email')
  const passwordError = form.error('password')

  if (awaitingSecondFactor) {
    return (
      <Suspense fallback={<Spinner />}>
        <TwoFactorChallengeStep
          onSignedIn={signedIn}
          onStartAgain={() => {
            setAwaitingSecondFactor(false)
            form.set('password', '')
          }}
        />
      </Suspense>
    )
  }

  return (
    <div>
      <h1 className="text-xl font-semibold tracking-[-0.02em]">Sign in to Usher</h1>
      <p className="mt-1 text-[13px] text-muted-foreground">Welcome back. Enter your details to continue.</p>
      {notice}
      <SignedOutNotice reason={signedOutReason} />
      <div className="mt-6">
        <SsoSignIn email={form.values.email} error={ssoError} />
      </div>
      <Form form={form} className="mt-4 flex flex-col gap-4">
        <FormField id="login-email" label="Email" error={emailError}>
          <Input
            id="login-email"
            type="email"
            autoComplete="email"
            autoFocus
            value={form.values.email}
            aria-invalid={Boolean(emailError)}
            aria-describedby={emailError ? 'login-email-error' : undefined}
            onChange={(event) => form.set('email', event.target.value)}
          />
        </FormField>
        <FormField id="login-password" label="Password" error={passwordError}>
          <Input
            id="login-password"
            type="password"
            autoComplete="current-password"
            value={form.values.password}
            aria-invalid={Boolean(passwordError)}
            onChange={(event) => form.set('password', event.target.value)}
          />
        </FormField>
        <ForgotPasswordLink />
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={mutation.isPending}>
          {mutation.isPending && <Spinner label="Signing in" />}
          Sign in
        </Button>
      </Form>
      <p className="mt-6 text-center text-[13px] text-muted-foreground">
        New to Usher?{' '}
        <Link to="/account/signup" className="font-medium text-primary hover:underline">
          Create an account
        </Link>
      </p>
    </div>
  )
}
