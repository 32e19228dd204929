import { useQuery } from '@tanstack/react-query'
import { BellOff, BellRing, Link2Off, LoaderCircle } from 'lucide-react'
import type { Translate } from '@usher/domain/i18n/translate'
import { mailPreferencesQuery, useSetMailSubscription, type MailPreferences } from '@/api/preferences'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { PublicLayout } from '@/components/public/PublicLayout'
import { GuestWords } from '@/components/public/guest-language/GuestWords'
import { LanguageSwitcher } from '@/components/public/guest-language/LanguageSwitcher'
import { useChosenLanguage } from '@/components/public/guest-language/chosen-language'
import { useGuestWords } from '@/components/public/guest-language/guest-words-context'
import { guestFailure } from '@/components/public/guest-language/guest-failure'
import { isApiError } from '@/lib/api-error'
import { useDocumentTitle } from '@/lib/page-title'
import { QueryView } from '@/components/query-view'

/**
 * The page behind the unsubscribe link of a message: whether this address
 * receives the organiser's emails, and one button that changes it. Opening the
 * page changes nothing (mail scanners open links too); the guest's click does.
 * In the language picked on the page, else the one the server names (the guest's, the event's, the browser's).
 */
export function MailPreferencesPage({ token }: { token: string }) {
  const [chosen, choose] = useChosenLanguage()
  const language = useQuery(mailPreferencesQuery(token)).data?.language
  return (
    <GuestWords language={chosen ?? language ?? null} choose={choose}>
      <PreferencesContent token={token} />
    </GuestWords>
  )
}

function PreferencesContent({ token }: { token: string }) {
  // Its own observer of the preferences, not the page's result handed down: see GuestWords.
  const query = useQuery(mailPreferencesQuery(token))
  const words = useGuestWords()
  const { t } = words
  useDocumentTitle(t('preferences.title'))
  // The page is headed by who wrote, like the guest's other pages, not by Usher; a bad link's page keeps Usher's.
  const writer = query.data ? { name: namedOrganisation(query.data), logo_src: null } : query.isError ? undefined : null
  return (
    <PublicLayout organisation={writer} aside={<LanguageSwitcher />}>
      <QueryView
        query={query}
        pendingLabel={t('preferences.loading')}
        pendingClassName="flex justify-center py-10"
        pending={<LoaderCircle aria-hidden className="size-4 animate-spin" />}
        error={(error) => (
          <InvalidLink message={isApiError(error) && (error.status === 404 || error.status === 422) ? null : guestFailure(words, error, 'common.tryAgain')} />
        )}
      >
        {(preferences) => <Subscription token={token} preferences={preferences} />}
      </QueryView>
    </PublicLayout>
  )
}

function InvalidLink({ message }: { message: string | null }) {
  const words = useGuestWords()
  const { t } = words
  return (
    <div className="flex flex-col items-center py-6 text-center" role="alert">
      <Link2Off aria-hidden className="mb-3 size-6 text-muted-foreground" />
      <h1 className="text-lg font-semibold">{t('preferences.invalidTitle')}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{message ?? t('preferences.invalidText')}</p>
    </div>
  )
}

/** A sentence with the address set in bold where the translation puts it. */
function WithAddress({ text, address }: { text: string; address: string }) {
  const [before = '', after = ''] = text.split(ADDRESS_MARK)
  return (
    <>
      {before}
      <span className="font-medium text-foreground">{address}</span>
      {after}
    </>
  )
}
const ADDRESS_MARK = '\u0000'

function Subscription({ token, preferences }: { token: string; preferences: MailPreferences }) {
  const words = useGuestWords()
  const { t } = words
  const change = useSetMailSubscription(token)
  const { email_hint: address, subscribed } = preferences
  const { about, applies } = wordsFor(preferences, t)
  const Icon = subscribed ? BellRing : BellOff

  return (
    <div className="flex flex-col gap-5" data-testid="mail-preferences" data-subscribed={subscribed}>
      <header className="flex flex-col items-center text-center">
        <span aria-hidden className="mb-3 flex size-11 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Icon className="size-5" />
        </span>
        <h1 className="text-xl font-semibold tracking-tight text-balance hyphens-auto [overflow-wrap:anywhere]" data-testid="mail-preferences-heading">
          {subscribed ? t('preferences.subscribed', { about }) : t('preferences.unsubscribed', { about })}
        </h1>
        <p className="mt-2 text-sm text-muted-foreground">
          <WithAddress text={t(subscribed ? 'preferences.sentTo' : 'preferences.nothingMore', { address: ADDRESS_MARK })} address={address} />
        </p>
      </header>

      <Button
        size="lg"
        variant={subscribed ? 'primary' : 'secondary'}
        disabled={change.isPending}
        onClick={() => change.mutate(!subscribed)}
        className="w-full"
      >
        {change.isPending && <Spinner label={t('common.saving')} />}
        {subscribed ? t('preferences.unsubscribe') : t('preferences.resubscribe')}
      </Button>
      {change.isError && (
        <p role="alert" className="text-center text-sm text-error">
          {guestFailure(words, change.error, 'common.tryAgain')}
        </p>
      )}
      {change.isSuccess && (
        <p role="status" className="rounded-md bg-success/10 px-3 py-2 text-center text-sm text-success">
          {subscribed ? t('preferences.resubscribedDone') : t('preferences.unsubscribedDone')}
        </p>
      )}
      <p className="text-center text-xs text-muted-foreground">{applies}</p>
    </div>
  )
}

/** The organisation's own name, or null where the server stands the event's name in for it. */
function namedOrganisation({ organisation_name: organisation, event_name: event }: Pick<MailPreferences, 'organisation_name' | 'event_name'>): string | null {
  return organisation.trim() !== '' && organisation !== event ? organisation : null
}

/**
 * Who writes and about what. An organisation without a name of its own is
 * reported under its event's name: then the event alone says it.
 */
function wordsFor(
  { organisation_name: organisation, event_name: event }: Pick<MailPreferences, 'organisation_name' | 'event_name'>,
  t: Translate,
): { about: string; applies: string } {
  if (!namedOrganisation({ organisation_name: organisation, event_name: event }))
    return { about: event ? t('preferences.aboutEvent', { event }) : t('preferences.aboutNone'), applies: t('preferences.appliesTo') }
  return {
    about: event ? t('preferences.aboutBoth', { organisation, event }) : t('preferences.aboutOrganisation', { organisation }),
    applies: t('preferences.appliesToNamed', { organisation }),
  }
}
