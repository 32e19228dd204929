import { useQuery } from '@tanstack/react-query'
import { BellOff, BellRing, Link2Off, LoaderCircle } from 'lucide-react'
import { mailPreferencesQuery, useSetMailSubscription, type MailPreferences } from '@/api/preferences'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { PublicLayout } from '@/components/public/PublicLayout'
import { isApiError } from '@/lib/api-error'
import { useDocumentTitle } from '@/lib/page-title'
import { QueryView } from '@/components/query-view'

/**
 * The page behind the unsubscribe link of a message: whether this address
 * receives the organiser's emails, and one button that changes it. Opening the
 * page changes nothing (mail scanners open links too); the guest's click does.
 */
export function MailPreferencesPage({ token }: { token: string }) {
  useDocumentTitle('Email preferences')
  const query = useQuery(mailPreferencesQuery(token))
  return (
    <PublicLayout>
      <QueryView
        query={query}
        pendingLabel="Loading your email preferences"
        pendingClassName="flex justify-center py-10"
        pending={<LoaderCircle aria-hidden className="size-4 animate-spin" />}
        error={(error) => <InvalidLink message={isApiError(error) && (error.status === 404 || error.status === 422) ? null : error.message} />}
      >
        {(preferences) => <Subscription token={token} preferences={preferences} />}
      </QueryView>
    </PublicLayout>
  )
}

function InvalidLink({ message }: { message: string | null }) {
  return (
    <div className="flex flex-col items-center py-6 text-center" role="alert">
      <Link2Off aria-hidden className="mb-3 size-6 text-muted-foreground" />
      <h1 className="text-lg font-semibold">This link is not valid</h1>
      <p className="mt-2 text-sm text-muted-foreground">{message ?? 'Please check that you opened the whole link from the email.'}</p>
    </div>
  )
}

function Subscription({ token, preferences }: { token: string; preferences: MailPreferences }) {
  const change = useSetMailSubscription(token)
  const { email_hint: address, subscribed } = preferences
  const { about, sender } = wordsFor(preferences)
  const Icon = subscribed ? BellRing : BellOff

  return (
    <div className="flex flex-col gap-5" data-testid="mail-preferences" data-subscribed={subscribed}>
      <header className="flex flex-col items-center text-center">
        <span aria-hidden className="mb-3 flex size-11 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Icon className="size-5" />
        </span>
        <h1 className="text-xl font-semibold tracking-tight text-balance" data-testid="mail-preferences-heading">
          {subscribed ? `You're subscribed to ${about}` : `You're unsubscribed from ${about}`}
        </h1>
        <p className="mt-2 text-sm text-muted-foreground">
          {subscribed ? (
            <>
              They are sent to <span className="font-medium text-foreground">{address}</span>.
            </>
          ) : (
            <>
              Nothing more will be sent to <span className="font-medium text-foreground">{address}</span>.
            </>
          )}
        </p>
      </header>

      <Button
        size="lg"
        variant={subscribed ? 'primary' : 'secondary'}
        disabled={change.isPending}
        onClick={() => change.mutate(!subscribed)}
        className="w-full"
      >
        {change.isPending && <Spinner label="Saving" />}
        {subscribed ? 'Unsubscribe' : 'Resubscribe'}
      </Button>
      {change.isError && (
        <p role="alert" className="text-center text-sm text-error">
          {change.error.message}
        </p>
      )}
      {change.isSuccess && (
        <p role="status" className="rounded-md bg-success/10 px-3 py-2 text-center text-sm text-success">
          {subscribed ? 'Thank you: you will receive these emails again.' : 'Done: you will not receive these emails any more.'}
        </p>
      )}
      <p className="text-center text-xs text-muted-foreground">This applies to every event {sender} runs here.</p>
    </div>
  )
}

/**
 * Who writes and about what. An organisation without a name of its own is
 * reported under its event's name: then the event alone says it.
 */
function wordsFor({ organisation_name: organisation, event_name: event }: Pick<MailPreferences, 'organisation_name' | 'event_name'>): {
  about: string
  sender: string
} {
  const named = organisation.trim() !== '' && organisation !== event
  if (!named) return { about: event ? `emails about ${event}` : 'these emails', sender: 'this organiser' }
  return { about: event ? `${organisation}'s emails about ${event}` : `${organisation}'s emails`, sender: organisation }
}
