import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { twoFactorQrCodeQuery, useConfirmTwoFactor } from '@/api/two-factor'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { CopyButton } from '@/components/ui/copy-button'
import { useFieldErrors } from '@/components/form/use-field-errors'

/** Groups the base32 key in fours, as apps print it, so it can be typed without losing one's place. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim()
}

/**
 * Setting up the authenticator app: scan the QR code (or type the key), then prove it with a
 * code. Only that code turns the second factor on.
 */
export function TwoFactorSetupSteps({ onConfirmed, onCancel }: { onConfirmed: () => void; onCancel: () => void }) {
  const qr = useQuery(twoFactorQrCodeQuery())
  const [code, setCode] = useState('')
  const { setErrors, error, showServerErrors } = useFieldErrors(['code'])
  const confirm = useConfirmTwoFactor({
    onSuccess: onConfirmed,
    onError: (error) => {
      if (!showServerErrors(error)) setErrors({ code: [error.message] })
    },
  })
  // The only field: a refusal about anything else is said in its place.
  const codeError = error('code') ?? error('form')

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ''))) {
      setErrors({ code: ['Enter the 6-digit code your app shows.'] })
      return
    }
    confirm.mutate(code.replace(/\s+/g, ''))
  }

  return (
    <div className="flex flex-col gap-5">
      <ol className="flex list-decimal flex-col gap-4 pl-5 text-[13px]">
        <li>
          Open your authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password) and scan this QR code.
          <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-center">
            <div className="flex size-44 shrink-0 items-center justify-center rounded-md border border-border bg-white p-2">
              {qr.data ? (
                <img
                  src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.data.svg)}`}
                  alt="QR code for your authenticator app"
                  className="size-full"
                />
              ) : (
                <Spinner label="Loading the QR code" />
              )}
            </div>
            {qr.data && (
              <div className="min-w-0">
                <p className="text-muted-foreground">Can’t scan it? Enter this key in the app instead:</p>
                <p className="mt-1 font-mono text-[13px] font-medium" data-testid="two-factor-secret">
                  {grouped(qr.data.secret)}
                </p>
                <div className="mt-2">
                  <CopyButton value={qr.data.secret} label="Copy the key" what="the key" />
                </div>
              </div>
            )}
          </div>
        </li>
        <li>
          Enter the 6-digit code the app shows for Usher.
          <form className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start" onSubmit={submit} noValidate aria-label="Confirm the authenticator app">
            <FormField id="two-factor-setup-code" label="Code from the app" error={codeError} className="sm:w-48">
              <Input
                id="two-factor-setup-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder="123456"
                value={code}
                aria-invalid={Boolean(codeError)}
                aria-describedby={codeError ? 'two-factor-setup-code-error' : undefined}
                onChange={(event) => setCode(event.target.value)}
              />
            </FormField>
            <div className="flex gap-2 sm:mt-[22px]">
              <Button type="submit" disabled={confirm.isPending}>
                {confirm.isPending && <Spinner label="Checking" />}
                Turn on
              </Button>
              <Button type="button" variant="ghost" onClick={onCancel}>
                Cancel
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  )
}
