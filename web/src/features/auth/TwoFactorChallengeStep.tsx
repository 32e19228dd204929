import { useState, type FormEvent } from 'react'
import { useSendSignInCodeByEmail, useSubmitTwoFactorChallenge } from '@/api/two-factor'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { isApiError } from '@/lib/api-error'
import { useDocumentTitle } from '@/lib/page-title'
import { firstError } from '@/lib/field-errors'
import { useFieldErrors } from '@/components/form/use-field-errors'

type Props = {
  /** The session is open and in the cache: where to go next. */
  onSignedIn: () => Promise<void>
  /** The sign-in expired (or the person wants to): back to email and password. */
  onStartAgain: () => void
}

/**
 * The login's second step, after a right password on an account with a second factor: a code
 * from the authenticator app, or one of the recovery codes, or a code sent by email instead.
 */
export function TwoFactorChallengeStep({ onSignedIn, onStartAgain }: Props) {
  useDocumentTitle('Two-factor authentication')
  const [useRecoveryCode, setUseRecoveryCode] = useState(false)
  const [emailed, setEmailed] = useState(false)
  const [value, setValue] = useState('')
  const { errors, setErrors, showServerErrors } = useFieldErrors()
  const field = useRecoveryCode ? 'recovery_code' : 'code'
  const error = firstError(errors, field)

  const submit = useSubmitTwoFactorChallenge({
    onSuccess: () => onSignedIn(),
    onError: (failure) => {
      if (showServerErrors(failure)) return
      if (isApiError(failure) && failure.status === 401) {
        showSnackbar(failure.message, 'error')
        onStartAgain()
      } else showSnackbar(failure.message, 'error')
    },
  })
  const sendEmail = useSendSignInCodeByEmail({
    onSuccess: () => {
      setEmailed(true)
      setUseRecoveryCode(false)
      setValue('')
      setErrors({})
      showSnackbar('We emailed you a sign-in code. It works for 10 minutes.', 'success')
    },
    onError: (failure) => {
      if (isApiError(failure) && failure.status === 401) onStartAgain()
      showSnackbar(failure.message, 'error')
    },
  })

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const typed = value.trim()
    if (!typed) {
      setErrors({ [field]: [useRecoveryCode ? 'Enter one of your recovery codes.' : 'Enter the 6-digit code.'] })
      return
    }
    setErrors({})
    submit.mutate(useRecoveryCode ? { recovery_code: typed } : { code: typed })
  }

  function switchMode() {
    setUseRecoveryCode(!useRecoveryCode)
    setValue('')
    setErrors({})
  }

  const label = useRecoveryCode ? 'Recovery code' : emailed ? 'Code from the email' : 'Authentication code'
  return (
    <div>
      <h1 className="text-xl font-semibold tracking-[-0.02em]">Two-factor authentication</h1>
      <p className="mt-1 text-[13px] text-muted-foreground">
        {useRecoveryCode
          ? 'Enter one of the recovery codes you saved when you turned on two-factor authentication. Each code works once.'
          : emailed
            ? 'Enter the 6-digit code we emailed you, or the code from your authenticator app.'
            : 'Enter the code from your authenticator app.'}
      </p>
      <form className="mt-6 flex flex-col gap-4" onSubmit={onSubmit} noValidate>
        <FormField id="two-factor-code" label={label} error={error}>
          <Input
            id="two-factor-code"
            key={field}
            autoFocus
            autoComplete="one-time-code"
            inputMode={useRecoveryCode ? 'text' : 'numeric'}
            placeholder={useRecoveryCode ? 'XXXXX-XXXXX' : '123456'}
            value={value}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'two-factor-code-error' : undefined}
            onChange={(event) => setValue(event.target.value)}
          />
        </FormField>
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={submit.isPending}>
          {submit.isPending && <Spinner label="Checking the code" />}
          Continue
        </Button>
      </form>
      <div className="mt-5 flex flex-col items-center gap-2 text-[13px]">
        <button type="button" className="font-medium text-primary hover:underline" onClick={switchMode}>
          {useRecoveryCode ? 'Use an authentication code' : 'Use a recovery code'}
        </button>
        <button
          type="button"
          className="font-medium text-primary hover:underline disabled:opacity-60"
          disabled={sendEmail.isPending}
          onClick={() => sendEmail.mutate()}
        >
          {emailed ? 'Email me a new code' : 'Email me a code instead'}
        </button>
        <button type="button" className="text-muted-foreground hover:underline" onClick={onStartAgain}>
          Back to sign in
        </button>
      </div>
    </div>
  )
}
