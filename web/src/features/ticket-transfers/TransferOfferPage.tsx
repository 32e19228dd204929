import { useQuery } from '@tanstack/react-query'
import type { GuestLanguage } from '@usher/domain/i18n/languages'
import type { Translate } from '@usher/domain/i18n/translate'
import { CalendarDays, MapPin } from 'lucide-react'
import { transferOfferQuery, type TransferOffer } from '@/api/ticket-transfers'
import { useAnswerTransferOffer } from '@/api/ticket-transfer-mutations'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { LogoMark } from '@/components/layout/Logo'
import { OrganisationBrand, useGuestPageTitle } from '@/components/public/OrganisationBrand'
import { PendingSpinner, QueryView } from '@/components/query-view'
import { GuestWords } from '@/components/public/guest-language/GuestWords'
import { LanguageSwitcher } from '@/components/public/guest-language/LanguageSwitcher'
import { useChosenLanguage } from '@/components/public/guest-language/chosen-language'
import { useGuestWords } from '@/components/public/guest-language/guest-words-context'
import { guestFailure } from '@/components/public/guest-language/guest-failure'

/** What the person named reads once the offer is no longer waiting for them. */
function outcomeOf(offer: TransferOffer, t: Translate): string | null {
  const from = offer.from_name
  switch (offer.status) {
    case 'pending_approval':
      return t('transfer.outcomePendingApproval')
    case 'completed':
      return t('transfer.outcomeCompleted')
    case 'declined':
      return from ? t('transfer.outcomeDeclinedNamed', { from }) : t('transfer.outcomeDeclined')
    case 'rejected':
      return t('transfer.outcomeRejected')
    case 'canceled':
      return from ? t('transfer.outcomeCanceledNamed', { from }) : t('transfer.outcomeCanceled')
    case 'removed':
      return t('transfer.outcomeRemoved')
    default:
      return null
  }
}

/**
 * The page behind a transfer's emailed link (/transfer/{token}): phone first, outside the
 * dashboard. The person named sees whose ticket it is and accepts or declines it.
 */
export function TransferOfferPage({ token }: { token: string }) {
  const [chosen, choose] = useChosenLanguage()
  const language = useQuery(transferOfferQuery(token, chosen)).data?.language
  return (
    <GuestWords language={language ?? chosen} choose={choose}>
      <OfferContent token={token} chosen={chosen} />
    </GuestWords>
  )
}

function OfferContent({ token, chosen }: { token: string; chosen: GuestLanguage | null }) {
  // Its own observer of the offer, not the page's result handed down: see GuestWords.
  const query = useQuery(transferOfferQuery(token, chosen))
  const words = useGuestWords()
  const { t } = words
  const answer = useAnswerTransferOffer(token, chosen)
  useGuestPageTitle(query.data ? t('transfer.pageTitle', { event: query.data.event.name }) : t('transfer.title'), query.data?.organisation)
  const offer = query.data
  const outcome = offer ? outcomeOf(offer, t) : null

  return (
    <div className="flex min-h-dvh flex-col items-center bg-canvas px-3 py-5 sm:py-10">
      <main className="w-full max-w-[420px]">
        {/* Who holds the event heads the page, as on the RSVP and pass pages; Usher is only the small footer. */}
        {offer && (
          <div className="mb-4 rounded-full bg-white/90 px-4 py-2 empty:hidden">
            <OrganisationBrand organisation={offer.organisation} />
          </div>
        )}
        <QueryView
          query={query}
          pendingLabel={t('transfer.loading')}
          pendingClassName="flex justify-center py-16"
          pending={<PendingSpinner />}
          error={() => (
            <div className="rounded-xl border border-border bg-background p-6 text-center" role="alert">
              <h1 className="text-lg font-semibold">{t('transfer.invalidTitle')}</h1>
              <p className="mt-2 text-sm text-muted-foreground">{t('transfer.invalidText')}</p>
            </div>
          )}
        >
          {(offer) => (
            <article className="rounded-2xl border border-border bg-background p-5 shadow-card sm:p-6" data-testid="transfer-offer">
              <p className="text-[11px] font-semibold tracking-[0.14em] text-muted-foreground uppercase">{t('transfer.title')}</p>
              <h1 className="mt-2 text-xl leading-tight font-semibold tracking-tight hyphens-auto [overflow-wrap:anywhere]">{offer.event.name}</h1>
              <dl className="mt-2 flex flex-col gap-1 text-[13px] text-muted-foreground">
                {offer.event.when && (
                  <div className="flex items-start gap-1.5">
                    <CalendarDays className="mt-0.5 size-3.5 shrink-0" aria-hidden />
                    <dd>{offer.event.when}</dd>
                  </div>
                )}
                {offer.event.where && (
                  <div className="flex items-start gap-1.5">
                    <MapPin className="mt-0.5 size-3.5 shrink-0" aria-hidden />
                    <dd>{offer.event.where}</dd>
                  </div>
                )}
              </dl>
              <p className="mt-4 text-sm">{offer.to.first_name ? t('email.helloNamed', { name: offer.to.first_name }) : t('email.hello')}</p>
              <p className="mt-1 text-sm">{offer.from_name ? t('transfer.offerNamed', { from: offer.from_name }) : t('transfer.offer')}</p>
              {offer.status === 'pending_acceptance' ? (
                <>
                  <p className="mt-2 text-[13px] text-muted-foreground">{offer.requires_approval ? t('transfer.onAcceptApproval') : t('transfer.onAccept')}</p>
                  {answer.isError && (
                    <p className="mt-3 text-xs text-error" role="alert">
                      {guestFailure(words, answer.error, 'common.notSent')}
                    </p>
                  )}
                  <div className="mt-4 flex flex-col gap-2 sm:flex-row">
                    <Button size="lg" disabled={answer.isPending} onClick={() => answer.mutate('accept')} data-testid="transfer-accept">
                      {answer.isPending && answer.variables === 'accept' && <Spinner />}
                      {t('transfer.accept')}
                    </Button>
                    <Button size="lg" variant="secondary" disabled={answer.isPending} onClick={() => answer.mutate('decline')} data-testid="transfer-decline">
                      {t('transfer.decline')}
                    </Button>
                  </div>
                </>
              ) : (
                <p className="mt-3 text-sm font-medium" role="status" data-testid="transfer-outcome">
                  {outcome}
                </p>
              )}
              {offer.pass_link && (
                <Button asChild size="lg" className="mt-4 w-full sm:w-auto">
                  <a href={offer.pass_link} data-testid="transfer-pass-link">
                    {t('transfer.openPass')}
                  </a>
                </Button>
              )}
            </article>
          )}
        </QueryView>
        <div className="mt-4 flex justify-center">
          <LanguageSwitcher className="rounded-full bg-white/90 px-3" />
        </div>
        <p
          className="mx-auto mt-5 flex w-fit items-center justify-center gap-1.5 rounded-full bg-black/60 px-3 py-1 text-[11px] text-white"
          data-testid="transfer-powered-by"
        >
          <LogoMark className="size-3.5" />
          {t('pass.poweredBy')}
        </p>
      </main>
    </div>
  )
}
