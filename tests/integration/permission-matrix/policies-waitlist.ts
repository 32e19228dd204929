import { randomUUID } from 'node:crypto';
import { rsvpTokenFor } from '@usher/read-models/passes/guest-links';
import type { World, WorldIds } from './matrix-world.ts';
import type { RoutePolicy } from './route-policies.ts';

/** A waiting guest the waitlist routes act on: their RSVP link and, once offered, their offer. */
export interface WaitlistIds {
  waitlist?: { guest: string; token: string; offerId: string | null };
}

// The event's capacity is set far above its guest list: no other route of the matrix finds it full.
const ROOMY = { capacity: 100_000, offer_mode: 'automatic' };

/** A fresh guest of the event, on its waitlist when `join` (with their offer: automatic, and places are free). */
async function waitingGuest(world: World, ids: WorldIds, join: boolean): Promise<Partial<WorldIds>> {
  await world.t.app.inject({ method: 'PUT', url: `/api/v2/events/${ids.event}/capacity`, headers: world.auth.editor, payload: ROOMY });
  const guest = await world.freshGuest();
  await world.t.settle();
  const token = await rsvpTokenFor(world.t.context.db, guest);
  if (!join) return { waitlist: { guest, token, offerId: null } };
  const joined = await world.t.app.inject({ method: 'POST', url: `/api/v2/public/rsvp/${token}/waitlist`, payload: { party_size: 1 } });
  if (joined.statusCode !== 200) throw new Error(joined.body);
  return { waitlist: { guest, token, offerId: joined.json().data.entry?.offer?.offer_id ?? null } };
}

const guestPath = (ids: WorldIds) => `/api/v2/public/rsvp/${ids.waitlist?.token ?? ids.rsvpToken}/waitlist`;
const entryPath = (ids: WorldIds) => `/api/v2/events/${ids.event}/waitlist/${ids.waitlist?.guest ?? randomUUID()}`;

/** Capacity and the waitlist: the guest's side is public (the RSVP link is the credential); editors change, viewers read. */
export const WAITLIST_POLICIES: Record<string, RoutePolicy> = {
  'PUT /api/v2/events/{e}/capacity': { url: (ids) => `/api/v2/events/${ids.event}/capacity`, body: () => ROOMY },
  'GET /api/v2/events/{e}/waitlist': { url: (ids) => `/api/v2/events/${ids.event}/waitlist` },
  'POST /api/v2/events/{e}/waitlist/offer-freed': {
    url: (ids) => `/api/v2/events/${ids.event}/waitlist/offer-freed`,
    prepare: (world, ids) => waitingGuest(world, ids, false),
  },
  'POST /api/v2/events/{e}/waitlist/{attendeeId}/offer': { url: (ids) => `${entryPath(ids)}/offer`, prepare: (world, ids) => waitingGuest(world, ids, true) },
  'DELETE /api/v2/events/{e}/waitlist/{attendeeId}': { url: entryPath, prepare: (world, ids) => waitingGuest(world, ids, true) },
  'GET /api/v2/public/rsvp/{token}/waitlist': { url: guestPath },
  'POST /api/v2/public/rsvp/{token}/waitlist': { url: guestPath, body: () => ({ party_size: 2 }), prepare: (world, ids) => waitingGuest(world, ids, false) },
  'DELETE /api/v2/public/rsvp/{token}/waitlist': { url: guestPath, prepare: (world, ids) => waitingGuest(world, ids, true) },
  'POST /api/v2/public/rsvp/{token}/waitlist/claim': {
    url: (ids) => `${guestPath(ids)}/claim`,
    body: (ids) => ({ offer_id: ids.waitlist?.offerId ?? randomUUID() }),
    prepare: (world, ids) => waitingGuest(world, ids, true),
  },
};
