import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { PassTransferSchema, TicketTransferSchema, TransferOfferSchema } from '@usher/domain/contract/ticket-transfers'
import { api } from '@/lib/api-client'
import type { CommandResult, Paginated, Single } from './pagination'

export type PassTransfer = z.infer<typeof PassTransferSchema>
export type TransferOffer = z.infer<typeof TransferOfferSchema>
export type TicketTransfer = z.infer<typeof TicketTransferSchema>
export type TransferListFilter = 'pending' | 'awaiting_approval' | 'all'
export type NewHolder = { first_name: string; last_name: string; email: string }

export const ticketTransferKeys = {
  ofPass: (token: string) => ['pass-transfer', token] as const,
  offer: (token: string, lang: string | null = null) => ['ticket-transfer-offer', token, lang] as const,
  ofEvent: (eventUuid: string) => ['ticket-transfers', eventUuid] as const,
  list: (eventUuid: string, filter: TransferListFilter, page: number) => ['ticket-transfers', eventUuid, filter, page] as const,
}

const passPath = (token: string) => `/api/v2/public/pass/${encodeURIComponent(token)}/transfer`
const offerPath = (token: string) => `/api/v2/public/ticket-transfers/${encodeURIComponent(token)}`

/** Whether the pass's ticket can be handed on, and its open transfer (public: the pass token is the credential). */
export function passTransferQuery(token: string) {
  return queryOptions({
    queryKey: ticketTransferKeys.ofPass(token),
    queryFn: ({ signal }) => api.get<Single<PassTransfer>>(passPath(token), { signal, silent: true }).then((r) => r.data),
    retry: false,
  })
}

export function requestTransfer(token: string, holder: NewHolder): Promise<CommandResult<PassTransfer>> {
  return api.post(passPath(token), holder)
}

export function cancelTransfer(token: string): Promise<CommandResult<PassTransfer>> {
  return api.delete(passPath(token))
}

/** The ticket offered to the person a transfer names (public: the transfer link is the credential). */
export function transferOfferQuery(token: string, lang: string | null = null) {
  return queryOptions<TransferOffer>({
    queryKey: ticketTransferKeys.offer(token, lang),
    queryFn: ({ signal }) => api.get<Single<TransferOffer>>(offerPath(token), { signal, silent: true, query: langOf(lang) }).then((r) => r.data),
    // Another language keeps the ticket on screen until its words arrive.
    placeholderData: keepPreviousData,
    retry: false,
  })
}

/** `?lang=` when the person picked a language on the page; without, the server takes the event's or the browser's. */
const langOf = (lang: string | null) => (lang ? { lang } : undefined)

export function answerOffer(token: string, answer: 'accept' | 'decline', lang: string | null = null): Promise<CommandResult<TransferOffer>> {
  return api.post(`${offerPath(token)}/${answer}`, undefined, { query: langOf(lang) })
}

export function eventTransfersQuery(eventUuid: string, filter: TransferListFilter, page: number) {
  return queryOptions({
    queryKey: ticketTransferKeys.list(eventUuid, filter, page),
    queryFn: ({ signal }) =>
      api.get<Paginated<TicketTransfer>>(`/api/v2/events/${encodeURIComponent(eventUuid)}/ticket-transfers`, { signal, query: { filter, page, per_page: 25 } }),
    placeholderData: keepPreviousData,
  })
}

export function decideTransfer(
  eventUuid: string,
  transferId: string,
  decision: 'approve' | 'reject',
): Promise<CommandResult<{ id: string; status: TicketTransfer['status'] }>> {
  return api.post(`/api/v2/events/${encodeURIComponent(eventUuid)}/ticket-transfers/${encodeURIComponent(transferId)}/${decision}`)
}
