import type { PartyMember, ScannedGuest, ScannerGuest } from '@usher/domain/presenters/scanner-guest'
import type { z } from 'zod'
import type { RosterPageSchema } from '@usher/domain/contract/scanner'
import { api } from '@/lib/api-client'
import { isApiError } from '@/lib/api-error'

export type { PartyMember, ScannedGuest, ScannerGuest }

/** What a scan asks the server: a pass's QR content, or a guest picked by search. */
export type ScanInput = { token: string } | { attendee_id: string }

/** The server's word on one scan; `unreachable` means try again later with the same key. */
export type ScanOutcome =
  | { kind: 'checked_in'; guest: ScannedGuest }
  | { kind: 'already_checked_in'; guest: ScannedGuest }
  | { kind: 'not_on_this_event' }
  | { kind: 'refused'; message: string }
  | { kind: 'unreachable' }
  /** The session ended: scans wait (queued) until the person signs in again. */
  | { kind: 'signed_out' }

export type RosterPage = z.infer<typeof RosterPageSchema>

export async function postScan(eventUuid: string, input: ScanInput, idempotencyKey: string): Promise<ScanOutcome> {
  try {
    const result = await api.post<{ data: ScannedGuest; outcome: 'checked_in' | 'already_checked_in' }>(`/api/v2/events/${eventUuid}/scans`, input, {
      idempotencyKey,
      silent: true,
    })
    return { kind: result.outcome, guest: result.data }
  } catch (error) {
    if (!isApiError(error) || error.status === 0 || error.status >= 500) return { kind: 'unreachable' }
    if (error.status === 401) return { kind: 'signed_out' }
    if (error.status === 404 && error.code === 'not_on_this_event') return { kind: 'not_on_this_event' }
    return { kind: 'refused', message: error.message }
  }
}

export function fetchRosterPage(eventUuid: string, after: string | null, signal?: AbortSignal): Promise<RosterPage> {
  return api.get<RosterPage>(`/api/v2/events/${eventUuid}/scanner/roster`, { query: { after, limit: 5000 }, signal, silent: true })
}

export function undoScan(attendeeId: string, idempotencyKey: string): Promise<unknown> {
  return api.post(`/api/v2/events/attendees/${attendeeId}/undo-check-in`, undefined, { idempotencyKey })
}
