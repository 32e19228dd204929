import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { CapacitySummarySchema, GuestWaitlistSchema, WaitlistEntrySchema } from '@usher/domain/contract/waitlist'
import { api } from '@/lib/api-client'
import type { CommandResult, Single } from './pagination'

export type CapacitySummary = z.infer<typeof CapacitySummarySchema>
export type GuestWaitlist = z.infer<typeof GuestWaitlistSchema>
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>
export type CapacitySettings = Pick<CapacitySummary, 'capacity' | 'variation_capacities' | 'offer_hours' | 'offer_mode'>

export const waitlistKeys = {
  /** The guest's own view on their RSVP page (the RSVP page refreshes it when a Yes finds the event full). */
  ofGuest: (token: string) => ['guest-waitlist', token] as const,
  ofEvent: (eventUuid: string) => ['event-waitlist', eventUuid] as const,
}

const guestPath = (token: string) => `/api/v2/public/rsvp/${encodeURIComponent(token)}/waitlist`
const eventPath = (eventUuid: string) => `/api/v2/events/${encodeURIComponent(eventUuid)}`

/** Whether the event is full for this guest, and their place in line or offer (public: the RSVP link is the credential). */
export function guestWaitlistQuery(token: string) {
  return queryOptions({
    queryKey: waitlistKeys.ofGuest(token),
    queryFn: ({ signal }) => api.get<Single<GuestWaitlist>>(guestPath(token), { signal, silent: true }).then((r) => r.data),
    retry: false,
  })
}

export function joinWaitlist(token: string, partySize: number): Promise<CommandResult<GuestWaitlist>> {
  return api.post(guestPath(token), { party_size: partySize })
}

export function leaveWaitlist(token: string): Promise<CommandResult<GuestWaitlist>> {
  return api.delete(guestPath(token))
}

export function claimOffer(token: string, offerId: string): Promise<CommandResult<GuestWaitlist>> {
  return api.post(`${guestPath(token)}/claim`, { offer_id: offerId })
}

/** The event's places and its waitlist in line. */
export function eventWaitlistQuery(eventUuid: string) {
  return queryOptions({
    queryKey: waitlistKeys.ofEvent(eventUuid),
    queryFn: ({ signal }) =>
      api.get<Single<{ capacity: CapacitySummary; entries: WaitlistEntry[] }>>(`${eventPath(eventUuid)}/waitlist`, { signal }).then((r) => r.data),
  })
}

export function setCapacity(eventUuid: string, settings: CapacitySettings): Promise<CommandResult<CapacitySummary>> {
  return api.put(`${eventPath(eventUuid)}/capacity`, settings)
}

export function offerPlacesTo(eventUuid: string, attendeeId: string): Promise<CommandResult<CapacitySummary>> {
  return api.post(`${eventPath(eventUuid)}/waitlist/${encodeURIComponent(attendeeId)}/offer`)
}

export function offerFreedPlaces(eventUuid: string): Promise<CommandResult<CapacitySummary>> {
  return api.post(`${eventPath(eventUuid)}/waitlist/offer-freed`)
}

export function removeFromWaitlist(eventUuid: string, attendeeId: string): Promise<CommandResult<CapacitySummary>> {
  return api.delete(`${eventPath(eventUuid)}/waitlist/${encodeURIComponent(attendeeId)}`)
}
