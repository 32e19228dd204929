import { guestFailure } from '@/components/public/guest-language/guest-failure'
import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { publicPassQuery } from '@/api/passes'
import type { GuestLanguage } from '@usher/domain/i18n/languages'
import { GuestWords } from '@/components/public/guest-language/GuestWords'
import { LanguageSwitcher } from '@/components/public/guest-language/LanguageSwitcher'
import { useChosenLanguage } from '@/components/public/guest-language/chosen-language'
import { useGuestWords } from '@/components/public/guest-language/guest-words-context'
import { Spinner } from '@/components/ui/spinner'
import { LogoMark } from '@/components/layout/Logo'
import { isApiError } from '@/lib/api-error'
import { OrganisationBrand, useGuestPageTitle } from '@/components/public/OrganisationBrand'
import { WalletButtons } from '@/components/public/WalletButtons'
import { PassCard, type PassCardWords } from './PassCard'
import { PassFeatures } from './PassFeatures'
import { PassQuestions } from './PassQuestions'
import { QueryView } from '@/components/query-view'

type PublicPassPageProps = {
  token: string
  /** The /pass page says 'Powered by Usher'; the white-label /p page shows only the organiser's look. */
  branded: boolean
  /** Handing the ticket to someone else (the ticket-transfers feature), shown until the guest is checked in; the route composes it. */
  transfer?: ReactNode
}

/**
 * The page behind a guest's pass link: phone first, outside the dashboard's layout and guard.
 * It polls (every few seconds, while the page is visible) so the pass turns to its checked-in
 * state by itself when the guest is checked in at the door.
 */
export function PublicPassPage(props: PublicPassPageProps) {
  const [chosen, choose] = useChosenLanguage()
  const language = useQuery(publicPassQuery(props.token, chosen)).data?.language
  return (
    <GuestWords language={language ?? chosen} choose={choose}>
      <PassPageContent {...props} chosen={chosen} />
    </GuestWords>
  )
}

function PassPageContent({ token, branded, transfer, chosen }: PublicPassPageProps & { chosen: GuestLanguage | null }) {
  // Its own observer of the pass, not the page's result handed down: see GuestWords.
  const query = useQuery(publicPassQuery(token, chosen))
  const guestWords = useGuestWords()
  const { t } = guestWords
  const words: PassCardWords = {
    yourPass: t('pass.yourPass'),
    checkedIn: t('pass.checkedIn'),
    showAtDoor: t('pass.showAtDoor'),
    tickets: (count) => t('pass.tickets', { count }),
    guest: t('pass.guest'),
    plusOne: t('pass.plusOne'),
    eventInformation: t('pass.eventInformation'),
    attire: t('pass.attire'),
    wifi: t('pass.wifi'),
  }
  useGuestPageTitle(query.data ? `${query.data.pass_title} · ${query.data.event.name}` : t('pass.title'), query.data?.organisation)
  const background = query.data ? query.data.pass_settings.invite.background_color : undefined

  return (
    <div className="flex min-h-dvh flex-col items-center bg-canvas px-3 py-5 sm:py-10" style={background ? { backgroundColor: background } : undefined}>
      <main className="w-full max-w-[420px]">
        {query.data && (
          <div className="mb-4 rounded-full bg-white/90 px-4 py-2 empty:hidden">
            <OrganisationBrand organisation={query.data.organisation} />
          </div>
        )}
        <QueryView
          query={query}
          pendingLabel={t('pass.loading')}
          pendingClassName="flex justify-center py-16"
          pending={<Spinner label={t('pass.loading')} />}
          error={(error) => (
            <div className="rounded-xl border border-border bg-background p-6 text-center" role="alert">
              {isApiError(error) && error.code === 'pass_transferred' ? (
                <>
                  <h1 className="text-lg font-semibold">{t('pass.transferredTitle')}</h1>
                  <p className="mt-2 text-sm text-muted-foreground">{t('pass.transferredText')}</p>
                </>
              ) : (
                <>
                  <h1 className="text-lg font-semibold">{t('pass.invalidTitle')}</h1>
                  <p className="mt-2 text-sm text-muted-foreground">
                    {isApiError(error) && error.status === 404 ? t('pass.invalidText') : guestFailure(guestWords, error, 'common.tryAgain')}
                  </p>
                </>
              )}
            </div>
          )}
        >
          {(pass) => (
            <>
              <PassCard pass={pass} qrValue={token} words={words} />
              <WalletButtons links={pass.wallet} className="mt-4" />
              {!pass.checked_in && transfer}
            </>
          )}
        </QueryView>
        {query.isSuccess && <PassFeatures token={token} />}
        {query.isSuccess && <PassQuestions token={token} />}
        <div className="mt-4 flex justify-center">
          <LanguageSwitcher className="rounded-full bg-white/90 px-3" />
        </div>
        {branded && (
          <p
            className="mx-auto mt-5 flex w-fit items-center justify-center gap-1.5 rounded-full bg-black/60 px-3 py-1 text-[11px] text-white"
            data-testid="pass-powered-by"
          >
            <LogoMark className="size-3.5" />
            {t('pass.poweredBy')}
          </p>
        )}
      </main>
    </div>
  )
}
