import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { MailCheck } from 'lucide-react'
import { currentUserQuery, isAlreadyVerified, useSendEmailVerification, useSubmitEmailVerification, type CurrentUser } from '@/api/auth'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { useDocumentTitle } from '@/lib/page-title'
import { safeRedirectPath } from '@/lib/guards'
import { failureMessageOf } from '@/components/form/field-errors'
import { PendingSpinner, QueryView } from '@/components/query-view'

/** What the link in the email and the guards pass on: the link's token, and where to go once confirmed. */
export type VerifyEmailSearch = { token?: string; redirect?: string }

const CODE_DIGITS = 6

/**
 * /account/verify-email: the step after signing up. The person types the six
 * digits from the email (or opens its link, which lands here with a token and
 * confirms by itself); "Send a new code" mails another. Until then nothing
 * addressed to them opens: an invitation's team, a PRO host's groups.
 */
export function VerifyEmailPage({ search }: { search: VerifyEmailSearch }) {
  useDocumentTitle('Confirm your email address')
  if (search.token) return <LinkConfirmation token={search.token} redirect={search.redirect} />
  return <CodeStep redirect={search.redirect} />
}

function Confirmed({ redirect }: { redirect?: string }) {
  return (
    <div className="flex flex-col items-center gap-3 py-2 text-center" data-testid="email-confirmed">
      <div className="flex size-11 items-center justify-center rounded-full bg-primary-soft">
        <MailCheck className="size-5 text-primary" aria-hidden />
      </div>
      <h1 className="text-xl font-semibold tracking-[-0.02em]">Your email address is confirmed</h1>
      <p className="text-[13px] text-muted-foreground">Invitations and host groups sent to this address are open to you now.</p>
      <Button asChild size="lg" className="mt-2 w-full">
        <Link to={safeRedirectPath(redirect)}>Continue</Link>
      </Button>
    </div>
  )
}

function LinkConfirmation({ token, redirect }: { token: string; redirect?: string }) {
  const mutation = useSubmitEmailVerification()
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    mutation.mutate({ token })
  }, [mutation, token])

  if (mutation.isSuccess) return <Confirmed redirect={redirect} />
  if (mutation.isError) {
    return (
      <div className="flex flex-col gap-3 text-center" role="alert">
        <h1 className="text-xl font-semibold tracking-[-0.02em]">This link does not work any more</h1>
        <p className="text-[13px] text-muted-foreground">{failureMessageOf(mutation.error, { field: 'token' })}</p>
        <Button asChild size="lg" className="mt-2 w-full">
          <Link to="/account/verify-email" search={redirect ? { redirect } : {}}>
            Enter a code instead
          </Link>
        </Button>
      </div>
    )
  }
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
      <Spinner className="size-5 text-primary" label="Confirming your email address" />
      <p className="text-[13px] text-muted-foreground">Confirming your email address…</p>
    </div>
  )
}

/** Leaving it for later goes on, except to what needs the address (the host portal), which would only send them back here. */
function laterPath(redirect: string | undefined): string {
  const path = safeRedirectPath(redirect)
  return path.startsWith('/events/host-group') ? '/' : path
}

function CodeStep({ redirect }: { redirect?: string }) {
  // Fresh, not the cached answer: the address may have been confirmed meanwhile from the email's link in another tab.
  const user = useQuery({ ...currentUserQuery(), retry: false, staleTime: 0 })
  return (
    <QueryView
      query={user}
      pendingLabel="Loading"
      pendingClassName="flex justify-center py-10"
      pending={<PendingSpinner />}
      error={() => <SignInFirst />}
      isEmpty={(signedIn) => !signedIn}
      empty={<SignInFirst />}
    >
      {(signedIn) => (signedIn!.email_verified ? <Confirmed redirect={redirect} /> : <CodeForm user={signedIn!} redirect={redirect} />)}
    </QueryView>
  )
}

/** Nobody signed in (or the account could not be read): the code is entered once signed in. */
function SignInFirst() {
  return (
    <div className="flex flex-col gap-3 text-center">
      <h1 className="text-xl font-semibold tracking-[-0.02em]">Confirm your email address</h1>
      <p className="text-[13px] text-muted-foreground">Sign in first, then enter the code from the email we sent you, or ask for a new one.</p>
      <Button asChild size="lg" className="mt-2 w-full">
        <Link to="/account/login" search={{ redirect: '/account/verify-email' }}>
          Sign in
        </Link>
      </Button>
    </div>
  )
}

function CodeForm({ user, redirect }: { user: CurrentUser; redirect?: string }) {
  const navigate = useNavigate()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [resent, setResent] = useState<string | null>(null)

  const verify = useSubmitEmailVerification({
    onSuccess: () => navigate({ href: safeRedirectPath(redirect), replace: true }),
    onError: (failure) => {
      // An address proved meanwhile: the hook reads the user again, and the page follows.
      if (!isAlreadyVerified(failure)) setError(failureMessageOf(failure, { field: 'code' }))
    },
  })
  const resend = useSendEmailVerification({
    onSuccess: () => {
      setError(null)
      setResent(`A new code is on its way to ${user.email}. It works for 30 minutes; earlier codes no longer do.`)
    },
    onError: (failure) => {
      setResent(null)
      if (!isAlreadyVerified(failure)) setError(failure.message)
    },
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    const digits = code.replace(/\s+/g, '')
    if (!new RegExp(`^\\d{${CODE_DIGITS}}$`).test(digits)) {
      setError(`Enter the ${CODE_DIGITS} digits from the email.`)
      return
    }
    setError(null)
    verify.mutate({ code })
  }

  return (
    <div>
      <div className="mb-4 flex size-11 items-center justify-center rounded-full bg-primary-soft">
        <MailCheck className="size-5 text-primary" aria-hidden />
      </div>
      <h1 className="text-xl font-semibold tracking-[-0.02em]">Check your email</h1>
      <p className="mt-1 text-[13px] text-muted-foreground">
        We sent a {CODE_DIGITS}-digit code to <strong className="font-medium text-foreground">{user.email}</strong>. Enter it here, or open the link in the
        email.
      </p>
      <p className="mt-3 rounded-lg bg-primary-soft px-3 py-2 text-[13px] text-foreground" data-testid="verify-email-why">
        {user.email_verification_required
          ? 'The team you joined opens as soon as you confirm that this address is yours.'
          : 'Until you confirm it, invitations and host groups sent to this address stay closed.'}
      </p>
      <form className="mt-5 flex flex-col gap-4" onSubmit={submit} noValidate>
        <FormField id="verify-code" label="Verification code" error={error}>
          <Input
            id="verify-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            maxLength={CODE_DIGITS + 4}
            placeholder="123456"
            className="h-11 text-center font-mono text-lg tracking-[0.4em]"
            value={code}
            aria-invalid={Boolean(error)}
            onChange={(event) => setCode(event.target.value)}
          />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={verify.isPending}>
          {verify.isPending && <Spinner label="Confirming" />}
          Confirm email address
        </Button>
      </form>
      <div className="mt-5 flex flex-col items-center gap-2 text-center text-[13px] text-muted-foreground">
        <p>Nothing arrived after a minute? Check your spam folder, or ask for another code.</p>
        <Button variant="secondary" className="w-full" onClick={() => resend.mutate()} disabled={resend.isPending}>
          {resend.isPending && <Spinner label="Sending" />}
          Send a new code
        </Button>
        {resent && (
          <p role="status" className="text-success" data-testid="verify-email-resent">
            {resent}
          </p>
        )}
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-2 border-t border-border pt-4 text-[13px]">
        <Link to="/account/logout" className="text-muted-foreground hover:text-foreground hover:underline">
          Wrong address? Sign out
        </Link>
        {!user.email_verification_required && (
          <Link to={laterPath(redirect)} className="font-medium text-primary hover:underline">
            Do this later
          </Link>
        )}
      </div>
    </div>
  )
}
