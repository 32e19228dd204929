import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { checkField, email as emailRule, required } from '@usher/domain/validation/rules'
import { useChangeEmail, useConfirmEmailChange } from '@/api/account'
import type { CurrentUser } from '@/api/auth'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { compactErrors, firstError } from '@/lib/field-errors'
import { isPasswordConfirmationCancelled } from '@/components/password-confirmation/use-password-confirmation'
import { useFieldErrors } from '@/components/form/use-field-errors'

/**
 * Account Settings: a new email address. A code goes to the new address; the email changes once it
 * comes back (typed here, or the email's link, which lands on this page with its token), and the
 * old address is told.
 */
export function ChangeEmailCard({ user, linkToken }: { user: CurrentUser; linkToken?: string }) {
  const navigate = useNavigate()
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const { errors, setErrors, showFailure } = useFieldErrors()
  const onError = (error: unknown) => {
    if (isPasswordConfirmationCancelled(error)) return
    showFailure(error)
  }
  const request = useChangeEmail({
    onSuccess: ({ data }) => {
      setSentTo(data.email)
      setErrors({})
    },
    onError,
  })
  const confirm = useConfirmEmailChange({
    onSuccess: ({ data }) => {
      setSentTo(null)
      setEmail('')
      setCode('')
      showSnackbar(`Your email is now ${data.email}.`, 'success')
    },
    onError,
  })

  // The email's link: confirms once, then leaves the token out of the address bar.
  const linkUsed = useRef(false)
  useEffect(() => {
    if (!linkToken || linkUsed.current) return
    linkUsed.current = true
    confirm.mutate({ token: linkToken })
    void navigate({ to: '/account/profile', search: {}, replace: true })
  }, [linkToken, confirm, navigate])

  function submitEmail(event: FormEvent) {
    event.preventDefault()
    const next = compactErrors({ email: checkField(email, 'Email', [required, emailRule]) })
    setErrors(next)
    if (Object.keys(next).length === 0) request.mutate(email.trim())
  }

  function submitCode(event: FormEvent) {
    event.preventDefault()
    const next = compactErrors({ code: checkField(code, 'Code', [required]) })
    setErrors(next)
    if (Object.keys(next).length === 0) confirm.mutate({ code: code.trim() })
  }

  return (
    <Card className="mt-5">
      <CardHeader>
        <CardTitle>Email</CardTitle>
        <CardDescription>
          Your email is <span className="font-medium text-foreground break-all">{user.email}</span>. A new one is used once you enter the code we send there.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {sentTo ? (
          <form className="flex max-w-[420px] flex-col gap-4" onSubmit={submitCode} noValidate>
            <p className="text-[13px] text-muted-foreground">
              We sent a 6-digit code to <span className="font-medium text-foreground break-all">{sentTo}</span>.
            </p>
            <FormField id="email-change-code" label="Code from the email" error={firstError(errors, 'code') ?? firstError(errors, 'email')}>
              <Input id="email-change-code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value)} />
            </FormField>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={confirm.isPending}>
                {confirm.isPending && <Spinner label="Confirming" />}
                Confirm new email
              </Button>
              <Button type="button" variant="ghost" onClick={() => setSentTo(null)}>
                Use another address
              </Button>
            </div>
          </form>
        ) : (
          <form className="flex max-w-[420px] flex-col gap-4" onSubmit={submitEmail} noValidate>
            <FormField id="email-change-address" label="New email" error={firstError(errors, 'email') ?? firstError(errors, 'token')}>
              <Input id="email-change-address" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
            </FormField>
            <div>
              <Button type="submit" disabled={request.isPending}>
                {request.isPending && <Spinner label="Sending" />}
                Send code
              </Button>
            </div>
          </form>
        )}
        {request.confirmationDialog}
      </CardContent>
    </Card>
  )
}
