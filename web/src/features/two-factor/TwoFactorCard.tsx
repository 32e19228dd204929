import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { ShieldCheck } from 'lucide-react'
import { twoFactorStatusQuery, useDisableTwoFactor, useEnableTwoFactor, useRegenerateRecoveryCodes } from '@/api/two-factor'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { isPasswordConfirmationCancelled } from '@/components/password-confirmation/use-password-confirmation'
import { RecoveryCodesList } from './RecoveryCodesList'
import { TwoFactorSetupSteps } from './TwoFactorSetupSteps'

type Phase = { step: 'idle' } | { step: 'scan'; recoveryCodes: string[] } | { step: 'codes'; recoveryCodes: string[]; title: string }

/**
 * Account Settings' "Two-factor authentication": turn an authenticator app on (QR code, a code
 * to prove it, recovery codes shown once), make new recovery codes, or turn it off. Each change
 * asks for the password again when the sign-in is not recent.
 */
export function TwoFactorCard() {
  const status = useQuery(twoFactorStatusQuery())
  const [phase, setPhase] = useState<Phase>({ step: 'idle' })
  const [confirmingOff, setConfirmingOff] = useState(false)

  const onError = (error: unknown) => {
    if (!isPasswordConfirmationCancelled(error)) showSnackbar(error instanceof Error ? error.message : 'Something went wrong. Try again.', 'error')
  }

  const enable = useEnableTwoFactor({
    onSuccess: ({ data }) => setPhase({ step: 'scan', recoveryCodes: data.recovery_codes }),
    onError,
  })
  const regenerate = useRegenerateRecoveryCodes({
    onSuccess: ({ data }) => setPhase({ step: 'codes', recoveryCodes: data.codes ?? [], title: 'Your new recovery codes' }),
    onError,
  })
  const disable = useDisableTwoFactor({
    onSuccess: () => {
      setConfirmingOff(false)
      setPhase({ step: 'idle' })
      showSnackbar('Two-factor authentication is off.', 'success')
    },
    onError: (error) => {
      setConfirmingOff(false)
      onError(error)
    },
  })

  const data = status.data
  return (
    <Card className="mt-5">
      <CardHeader className="flex-row items-start gap-3">
        <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="min-w-0 flex-1">
          <CardTitle>Two-factor authentication</CardTitle>
          <CardDescription>Signing in asks for a code from an authenticator app on your phone as well as your password.</CardDescription>
        </div>
        {data && <Badge tone={data.enabled ? 'success' : 'neutral'}>{data.enabled ? 'On' : 'Off'}</Badge>}
      </CardHeader>
      <CardContent>
        {!data ? (
          <Skeleton className="h-8 w-40" />
        ) : phase.step === 'scan' ? (
          <TwoFactorSetupSteps
            onConfirmed={() =>
              setPhase({ step: 'codes', recoveryCodes: phase.recoveryCodes, title: 'Two-factor authentication is on. Save your recovery codes.' })
            }
            onCancel={() => setPhase({ step: 'idle' })}
          />
        ) : phase.step === 'codes' ? (
          <div>
            <p className="mb-2 text-sm font-medium">{phase.title}</p>
            <RecoveryCodesList codes={phase.recoveryCodes} />
            <Button className="mt-4" onClick={() => setPhase({ step: 'idle' })}>
              I saved my codes
            </Button>
          </div>
        ) : data.enabled ? (
          <div className="flex flex-col gap-3">
            <p className="text-[13px] text-muted-foreground">
              {data.recovery_codes_remaining === 1 ? '1 recovery code left.' : `${data.recovery_codes_remaining} recovery codes left.`}
              {data.required && ' Your administrator requires a second factor for your account, so it cannot be turned off.'}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => regenerate.mutate()} disabled={regenerate.isPending}>
                {regenerate.isPending && <Spinner label="Making new codes" />}
                New recovery codes
              </Button>
              {!data.required && (
                <Button variant="secondary" onClick={() => setConfirmingOff(true)}>
                  Turn off
                </Button>
              )}
            </div>
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            {data.required && (
              <p className="rounded-md bg-warning-soft px-3 py-2 text-[13px] text-foreground">
                Your administrator requires a second factor for your account. Set it up to continue.
              </p>
            )}
            <div>
              <Button onClick={() => enable.mutate()} disabled={enable.isPending}>
                {enable.isPending && <Spinner label="Preparing" />}
                Turn on two-factor authentication
              </Button>
            </div>
          </div>
        )}
      </CardContent>
      <Dialog open={confirmingOff} onOpenChange={setConfirmingOff}>
        <DialogContent aria-describedby="two-factor-off-description">
          <DialogHeader>
            <DialogTitle>Turn off two-factor authentication?</DialogTitle>
            <DialogDescription id="two-factor-off-description">Signing in will ask for your password only. Your recovery codes stop working.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="secondary" onClick={() => setConfirmingOff(false)}>
              Keep it on
            </Button>
            <Button variant="destructive" onClick={() => disable.mutate()} disabled={disable.isPending}>
              {disable.isPending && <Spinner label="Turning off" />}
              Turn off
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {enable.confirmationDialog}
      {regenerate.confirmationDialog}
      {disable.confirmationDialog}
    </Card>
  )
}
