import { useEffect, useRef } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Users } from 'lucide-react'
import { currentUserQuery } from '@/api/auth'
import { useAcceptShareLink } from '@/api/team-mutations'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useDocumentTitle } from '@/lib/page-title'
import { QueryView } from '@/components/query-view'

export type AcceptShareSearch = { event?: string; code?: string }

/**
 * /events/share: where an event's share link lands. Signed in, the person
 * joins the team and goes to the event; signed out, they sign in or create an
 * account first and come back here.
 */
export function AcceptSharePage({ search }: { search: AcceptShareSearch }) {
  useDocumentTitle('Join an event team')
  const user = useQuery({ ...currentUserQuery(), retry: false })
  const { event, code } = search
  if (!event || !code) return <Problem message="This share link is incomplete. Ask the organiser to send it again." />
  // Not signed in (the read fails or finds nobody): they sign in or create an account first.
  return (
    <QueryView
      query={user}
      pendingLabel="Joining the team"
      pending={<Working />}
      error={() => <SignInFirst event={event} code={code} />}
      isEmpty={(signedIn) => !signedIn}
      empty={<SignInFirst event={event} code={code} />}
    >
      {() => <Join event={event} code={code} />}
    </QueryView>
  )
}

function Join({ event, code }: { event: string; code: string }) {
  const navigate = useNavigate()
  const accept = useAcceptShareLink({
    onSuccess: ({ data }) => navigate({ to: '/events/$uuid', params: { uuid: data.event_uuid }, replace: true }),
  })
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    accept.mutate({ eventUuid: event, code })
  }, [accept, event, code])
  if (accept.isError) return <Problem message={accept.error.message} />
  return <Working />
}

function SignInFirst({ event, code }: { event: string; code: string }) {
  const back = `/events/share?${new URLSearchParams({ event, code })}`
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <div className="flex size-10 items-center justify-center rounded-full bg-primary-soft">
        <Users className="size-5 text-primary" aria-hidden />
      </div>
      <h1 className="text-xl font-semibold tracking-[-0.02em]">You are invited to an event team</h1>
      <p className="text-[13px] text-muted-foreground">Sign in, or create your account, to join it.</p>
      <div className="mt-2 flex w-full flex-col gap-2">
        <Button asChild size="lg">
          <Link to="/account/login" search={{ redirect: back }}>
            Sign in
          </Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to="/account/signup" search={{ share_event: event, share_code: code, redirect: `/events/${event}` }}>
            Create an account
          </Link>
        </Button>
      </div>
    </div>
  )
}

function Working() {
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
      <Spinner className="size-5 text-primary" label="Joining the team" />
      <p className="text-[13px] text-muted-foreground">Joining the team…</p>
    </div>
  )
}

function Problem({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <h1 className="text-xl font-semibold tracking-[-0.02em]">This link did not work</h1>
      <p role="alert" className="text-[13px] text-muted-foreground">
        {message}
      </p>
      <Button asChild variant="secondary">
        <Link to="/">Go to your events</Link>
      </Button>
    </div>
  )
}
