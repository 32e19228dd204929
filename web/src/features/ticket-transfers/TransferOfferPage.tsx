import { useQuery } from '@tanstack/react-query'
import { CalendarDays, MapPin } from 'lucide-react'
import { transferOfferQuery, type TransferOffer } from '@/api/ticket-transfers'
import { useAnswerTransferOffer } from '@/api/ticket-transfer-mutations'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { LogoMark } from '@/components/layout/Logo'
import { isApiError } from '@/lib/api-error'
import { OrganisationBrand, useGuestPageTitle } from '@/components/public/OrganisationBrand'
import { PendingSpinner, QueryView } from '@/components/query-view'

/** What the person named reads once the offer is no longer waiting for them. */
function outcomeOf(offer: TransferOffer): string | null {
  switch (offer.status) {
    case 'pending_approval':
      return 'Thank you. The organiser confirms the transfer, and then we email you your pass.'
    case 'completed':
      return 'The ticket is yours. We also emailed you your pass.'
    case 'declined':
      return `You declined the ticket. It stays with ${offer.from_name || 'its holder'}.`
    case 'rejected':
      return 'The organiser did not approve this transfer.'
    case 'canceled':
      return `${offer.from_name || 'The ticket holder'} canceled this transfer.`
    case 'removed':
      return 'This ticket is no longer on the guest list.'
    default:
      return null
  }
}

/**
 * The page behind a transfer's emailed link (/transfer/{token}): phone first, outside the
 * dashboard. The person named sees whose ticket it is and accepts or declines it.
 */
export function TransferOfferPage({ token }: { token: string }) {
  const query = useQuery(transferOfferQuery(token))
  const answer = useAnswerTransferOffer(token)
  useGuestPageTitle(query.data ? `A ticket to ${query.data.event.name}` : 'Ticket transfer', query.data?.organisation)
  const offer = query.data
  const outcome = offer ? outcomeOf(offer) : null

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
          pendingLabel="Loading the ticket"
          pendingClassName="flex justify-center py-16"
          pending={<PendingSpinner />}
          error={() => (
            <div className="rounded-xl border border-border bg-background p-6 text-center" role="alert">
              <h1 className="text-lg font-semibold">This transfer link is not valid</h1>
              <p className="mt-2 text-sm text-muted-foreground">Please check that you opened the whole link from the email.</p>
            </div>
          )}
        >
          {(offer) => (
            <article className="rounded-2xl border border-border bg-background p-5 shadow-card sm:p-6" data-testid="transfer-offer">
              <p className="text-[11px] font-semibold tracking-[0.14em] text-muted-foreground uppercase">Ticket transfer</p>
              <h1 className="mt-2 text-xl leading-tight font-semibold tracking-tight">{offer.event.name}</h1>
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
              <p className="mt-4 text-sm">{offer.to.first_name ? `Hello ${offer.to.first_name},` : 'Hello,'}</p>
              <p className="mt-1 text-sm">{offer.from_name || 'A guest'} would like to give you their ticket.</p>
              {offer.status === 'pending_acceptance' ? (
                <>
                  <p className="mt-2 text-[13px] text-muted-foreground">
                    {offer.requires_approval
                      ? 'Once you accept, the organiser confirms the transfer and you receive your own pass.'
                      : 'Once you accept, the ticket is yours and you receive your own pass.'}
                  </p>
                  {answer.isError && (
                    <p className="mt-3 text-xs text-error" role="alert">
                      {isApiError(answer.error) ? answer.error.message : 'Your answer could not be sent. Please try again.'}
                    </p>
                  )}
                  <div className="mt-4 flex flex-col gap-2 sm:flex-row">
                    <Button size="lg" disabled={answer.isPending} onClick={() => answer.mutate('accept')} data-testid="transfer-accept">
                      {answer.isPending && answer.variables === 'accept' && <Spinner />}
                      Accept the ticket
                    </Button>
                    <Button size="lg" variant="secondary" disabled={answer.isPending} onClick={() => answer.mutate('decline')} data-testid="transfer-decline">
                      Decline
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
                    Open your pass
                  </a>
                </Button>
              )}
            </article>
          )}
        </QueryView>
        <p
          className="mx-auto mt-5 flex w-fit items-center justify-center gap-1.5 rounded-full bg-black/60 px-3 py-1 text-[11px] text-white"
          data-testid="transfer-powered-by"
        >
          <LogoMark className="size-3.5" />
          Powered by Usher
        </p>
      </main>
    </div>
  )
}
