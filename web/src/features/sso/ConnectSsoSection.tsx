import { useQuery } from '@tanstack/react-query'
import { KeyRound } from 'lucide-react'
import { ssoIdentitiesQuery, useStartSsoLink } from '@/api/sso'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { formatTimestampDate } from '@/lib/dates'
import { ssoErrorMessage } from '@/lib/sso-error-messages'

/**
 * Account Settings' "Connect single sign-on": the signed-in person proves the provider's account
 * is theirs by signing in there, and from then on may sign in with it.
 */
export function ConnectSsoSection({ result, error }: { result?: string; error?: string }) {
  const identities = useQuery(ssoIdentitiesQuery())
  const connect = useStartSsoLink({
    onSuccess: ({ data }) => window.location.assign(data.redirect_url),
    onError: (failure) => showSnackbar(failure.message, 'error'),
  })
  const provider = identities.data?.provider ?? null
  const connected = identities.data?.data ?? []
  if (!provider && connected.length === 0) return null
  const message = ssoErrorMessage(error)
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Single sign-on</CardTitle>
        <CardDescription>Sign in with your organisation’s account instead of your password.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {result === 'connected' && (
          <p role="status" className="text-[13px] text-success">
            Single sign-on is connected. You can use it the next time you sign in.
          </p>
        )}
        {message && (
          <p role="alert" className="text-[13px] text-error">
            {message}
          </p>
        )}
        {connected.length > 0 && (
          <ul className="divide-y divide-border rounded-md border border-border">
            {connected.map((identity) => (
              <li key={identity.issuer} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-[13px]">
                <KeyRound className="size-4 text-muted-foreground" aria-hidden />
                <span className="font-medium">{identity.provider_name ?? 'A provider no longer set up'}</span>
                <span className="text-muted-foreground">Connected {formatTimestampDate(identity.connected_at)}</span>
              </li>
            ))}
          </ul>
        )}
        {provider && connected.length === 0 && (
          <div>
            <Button type="button" variant="secondary" disabled={connect.isPending} onClick={() => connect.mutate()}>
              {connect.isPending && <Spinner label="Opening the provider" />}
              Connect single sign-on
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  )
}
