import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { checkField, email as emailRule, required } from '@usher/domain/validation/rules'
import type { FieldErrors } from '@usher/domain/validation/errors'
import { useLogin } from '@/api/auth'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { isApiError } from '@/lib/api-error'
import { useDocumentTitle } from '@/lib/page-title'
import { compactErrors, firstError } from '@/lib/field-errors'
import { safeRedirectPath } from '@/lib/guards'
import { ForgotPasswordLink } from './ForgotPasswordLink'

import { SsoSignIn } from './SsoSignIn'

import { SignedOutNotice } from './sessions/SignedOutNotice'
import type { SignedOutReason } from '@/lib/idle-sign-out'

// The second-factor step is for the few accounts that have one: it loads as the password goes out
// (submit), so it is there by the time the answer asks for a code, and no page's first load carries it.
const loadTwoFactorStep = () => import('./TwoFactorChallengeStep')
const TwoFactorChallengeStep = lazy(() => loadTwoFactorStep().then((module) => ({ default: module.TwoFactorChallengeStep })))

export function LoginPage({ redirectTo, notice, ssoError, signedOutReason }: { redirectTo?: string; notice?: ReactNode; ssoError?: string; signedOutReason?: SignedOutReason }) {
  useDocumentTitle('Sign in')
  const navigate = useNavigate()
  const [form, setForm] = useState({ email: '', password: '' })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [awaitingSecondFactor, setAwaitingSecondFactor] = useState(false)

  // useLogin (and the second factor's step) have the new session in the cache by now.
  const signedIn = () => navigate({ href: safeRedirectPath(redirectTo), replace: true })

  const mutation = useLogin({
    onSuccess: async (result) => {
      if ('two_factor' in result) setAwaitingSecondFactor(true)
      else await signedIn()
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422) setErrors(error.errors)
      // A disabled account is told so next to the form, where they are looking, not in a passing snackbar.
      else if (isApiError(error) && error.code === 'account_disabled') setErrors({ email: [error.message] })
      else showSnackbar(error.message, 'error')
    },
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    const next = compactErrors({
      email: checkField(form.email, 'Email', [required, emailRule]),
      password: checkField(form.password, 'Password', [required]),
    })
    setErrors(next)
    if (Object.keys(next).length > 0) return
    void loadTwoFactorStep()
    mutation.mutate({ email: form.email.trim(), password: form.password })
  }

  if (awaitingSecondFactor) {
    return (
      <Suspense fallback={<Spinner />}>
        <TwoFactorChallengeStep
          onSignedIn={signedIn}
          onStartAgain={() => {
            setAwaitingSecondFactor(false)
            setForm({ ...form, password: '' })
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
        <SsoSignIn email={form.email} error={ssoError} />
      </div>
      <form className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate>
        <FormField id="login-email" label="Email" error={firstError(errors, 'email')}>
          <Input
            id="login-email"
            type="email"
            autoComplete="email"
            autoFocus
            value={form.email}
            aria-invalid={Boolean(firstError(errors, 'email'))}
            aria-describedby={firstError(errors, 'email') ? 'login-email-error' : undefined}
            onChange={(event) => setForm({ ...form, email: event.target.value })}
          />
        </FormField>
        <FormField id="login-password" label="Password" error={firstError(errors, 'password')}>
          <Input
            id="login-password"
            type="password"
            autoComplete="current-password"
            value={form.password}
            aria-invalid={Boolean(firstError(errors, 'password'))}
            onChange={(event) => setForm({ ...form, password: event.target.value })}
          />
        </FormField>
        <ForgotPasswordLink />
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={mutation.isPending}>
          {mutation.isPending && <Spinner label="Signing in" />}
          Sign in
        </Button>
      </form>
      <p className="mt-6 text-center text-[13px] text-muted-foreground">
        New to Usher?{' '}
        <Link to="/account/signup" className="font-medium text-primary hover:underline">
          Create an account
        </Link>
      </p>
    </div>
  )
}
