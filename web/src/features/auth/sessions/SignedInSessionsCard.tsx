import { useQuery } from '@tanstack/react-query'
import { LogOut, Monitor, Smartphone } from 'lucide-react'
import { accountSessionsQuery, useSignOutOtherSessions, useSignOutSession, type AccountSession } from '@/api/sessions'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { QueryView } from '@/components/query-view'
import { formatRelativeTime } from '@/lib/dates'

const MOBILE_SYSTEMS = ['iOS', 'Android', 'iPadOS']

/** The browser's own zone, named under the list: every time in it is in that zone. */
const BROWSER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone

/**
 * Account Settings' "Where you're signed in": each device with where and when, this one marked,
 * and signing out any other one, or all of them, for a phone left behind or a shared computer.
 */
export function SignedInSessionsCard() {
  const sessions = useQuery(accountSessionsQuery())
  const confirm = useConfirm()
  const signOutOne = useSignOutSession({
    onSuccess: () => showSnackbar('Signed out that device.'),
    onError: (error) => showSnackbar(error.message, 'error'),
  })
  const signOutOthers = useSignOutOtherSessions({
    onSuccess: ({ data }) => showSnackbar(data.ended === 1 ? 'Signed out 1 other device.' : `Signed out ${data.ended} other devices.`),
    onError: (error) => showSnackbar(error.message, 'error'),
  })
  const others = sessions.data?.data.filter((session) => !session.current) ?? []

  async function onSignOutOthers() {
    const outcome = await confirm({
      heading: 'Sign out all other devices?',
      message: 'Every other browser and phone signed in to your account will have to sign in again. This device stays signed in.',
      confirmLabel: 'Sign out other devices',
    })
    if (isConfirmed(outcome)) signOutOthers.mutate()
  }

  return (
    <Card role="region" className="mt-5" aria-labelledby="signed-in-sessions-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle id="signed-in-sessions-title">Where you're signed in</CardTitle>
          <CardDescription>If you don't recognise a device, sign it out and change your password.</CardDescription>
        </div>
        {others.length > 0 && (
          <Button variant="secondary" size="sm" onClick={() => void onSignOutOthers()} disabled={signOutOthers.isPending}>
            Sign out all other devices
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <QueryView
          query={sessions}
          pendingLabel="Loading sessions"
          pendingClassName="flex flex-col gap-3"
          pending={[0, 1].map((index) => (
            <Skeleton key={index} className="h-12 w-full" />
          ))}
        >
          {({ data }) => (
            <>
              <ul aria-label="Signed-in devices" className="divide-y divide-border rounded-md border border-border">
                {data.map((session) => (
                  <SessionRow
                    key={session.id}
                    session={session}
                    onSignOut={() => signOutOne.mutate(session.id)}
                    busy={signOutOne.isPending && signOutOne.variables === session.id}
                  />
                ))}
              </ul>
              <p className="mt-3 text-[12px] text-muted-foreground">
                Places are network addresses, not cities. Times are in your time zone ({BROWSER_TIME_ZONE}).
              </p>
            </>
          )}
        </QueryView>
      </CardContent>
    </Card>
  )
}

function SessionRow({ session, onSignOut, busy }: { session: AccountSession; onSignOut: () => void; busy: boolean }) {
  const Icon = session.os && MOBILE_SYSTEMS.some((system) => session.os!.startsWith(system)) ? Smartphone : Monitor
  return (
    <li data-testid="signed-in-session" className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-[13px]">
      <Icon aria-hidden className="size-5 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {session.device}
          {session.current && <Badge tone="success">This device</Badge>}
          {session.administrator && <Badge tone="warning">{`${session.administrator}, administrator, helping you`}</Badge>}
        </p>
        <p className="text-muted-foreground">
          {session.ip ?? 'Unknown address'} · Signed in {formatRelativeTime(session.signed_in_at)} · Last active {formatRelativeTime(session.last_seen_at)}
        </p>
      </div>
      {!session.current && (
        <Button variant="ghost" size="sm" onClick={onSignOut} disabled={busy} aria-label={`Sign out ${session.device}, ${session.ip ?? 'unknown address'}`}>
          <LogOut aria-hidden />
          Sign out
        </Button>
      )}
    </li>
  )
}
