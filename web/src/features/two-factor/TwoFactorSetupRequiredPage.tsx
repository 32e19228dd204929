import { useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { currentUserQuery } from '@/api/auth'
import { useEnableTwoFactor } from '@/api/two-factor'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { useDocumentTitle } from '@/lib/page-title'
import { isPasswordConfirmationCancelled } from '@/components/password-confirmation/use-password-confirmation'
import { safeRedirectPath } from '@/lib/guards'
import { RecoveryCodesList } from './RecoveryCodesList'
import { TwoFactorSetupSteps } from './TwoFactorSetupSteps'

/**
 * Where an account that must have a second factor (its administrator or the instance's policy
 * says so) lands after signing in, until it has one: nothing else opens before.
 */
export function TwoFactorSetupRequiredPage({ redirectTo }: { redirectTo?: string }) {
  useDocumentTitle('Set up two-factor authentication')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const [confirmed, setConfirmed] = useState(false)
  const enable = useEnableTwoFactor({
    onSuccess: ({ data }) => setRecoveryCodes(data.recovery_codes),
    onError: (error: unknown) => {
      if (!isPasswordConfirmationCancelled(error)) showSnackbar(error instanceof Error ? error.message : 'Something went wrong. Try again.', 'error')
    },
  })

  async function finish() {
    // The guards read who-am-I from the cache: it must say the setup is done before anything opens.
    await queryClient.fetchQuery({ ...currentUserQuery(), staleTime: 0 })
    await navigate({ href: safeRedirectPath(redirectTo), replace: true })
  }

  return (
    <div>
      <h1 className="text-xl font-semibold tracking-[-0.02em]">Set up two-factor authentication</h1>
      <p className="mt-1 text-[13px] text-muted-foreground">
        Your administrator requires a second factor for your account. Set up an authenticator app on your phone to continue.
      </p>
      <div className="mt-6">
        {!recoveryCodes ? (
          <Button size="lg" className="w-full" onClick={() => enable.mutate()} disabled={enable.isPending}>
            {enable.isPending && <Spinner label="Preparing" />}
            Set up an authenticator app
          </Button>
        ) : !confirmed ? (
          <TwoFactorSetupSteps onConfirmed={() => setConfirmed(true)} onCancel={() => setRecoveryCodes(null)} />
        ) : (
          <div>
            <p className="mb-2 text-sm font-medium">Two-factor authentication is on. Save your recovery codes.</p>
            <RecoveryCodesList codes={recoveryCodes} />
            <Button size="lg" className="mt-5 w-full" onClick={finish}>
              I saved my codes, continue
            </Button>
          </div>
        )}
      </div>
      <p className="mt-6 text-center text-[13px] text-muted-foreground">
        <Link to="/account/logout" className="font-medium text-primary hover:underline">
          Sign out
        </Link>
      </p>
      {enable.confirmationDialog}
    </div>
  )
}
