import { randomUUID } from 'node:crypto';
import { passTokenFor } from '@usher/read-models/passes/guest-links';
import { transferTokenFor } from '@usher/infra/http/transfer-links';
import type { World, WorldIds } from './matrix-world.ts';
import type { RoutePolicy } from './route-policies.ts';

/** A ticket the transfer routes act on: its pass, and its open transfer's id and link (when one was asked for). */
export interface TicketTransferIds {
  ticketTransfer?: { passToken: string; id: string; token: string };
}

const inject = (world: World, method: 'POST' | 'PUT', url: string, payload: object) => world.t.app.inject({ method, url, headers: world.auth.editor, payload });

/** A fresh guest of the event, their ticket offered to someone under these settings; settings go back to the default after. */
async function ticketOffered(
  world: World,
  ids: WorldIds,
  settings: { enabled_ticket_transfer_type: string; ticket_transfers_require_approval: boolean } | null,
  ask = true,
): Promise<Partial<WorldIds>> {
  const guest = await world.freshGuest({ email: `holder-${randomUUID()}@example.org` });
  const passToken = await passTokenFor(world.t.context.db, guest);
  if (!ask) return { ticketTransfer: { passToken, id: randomUUID(), token: 'none' } };
  if (settings) await inject(world, 'PUT', `/api/v2/events/${ids.event}`, settings);
  const asked = await inject(world, 'POST', `/api/v2/public/pass/${passToken}/transfer`, {
    first_name: 'Nia',
    last_name: 'New',
    email: `new-${randomUUID()}@example.org`,
  });
  if (settings)
    await inject(world, 'PUT', `/api/v2/events/${ids.event}`, { enabled_ticket_transfer_type: 'soft_transfer', ticket_transfers_require_approval: false });
  if (asked.statusCode !== 200) throw new Error(asked.body);
  const id = asked.json().data.transfer.id as string;
  await world.t.settle();
  return { ticketTransfer: { passToken, id, token: await transferTokenFor(world.t.context.db, guest, id) } };
}

const pass = (ids: WorldIds) => `/api/v2/public/pass/${ids.ticketTransfer?.passToken ?? ids.passToken}/transfer`;
const offer = (ids: WorldIds) => `/api/v2/public/ticket-transfers/${ids.ticketTransfer?.token ?? 'T1'}`;
const decided = (ids: WorldIds, decision: string) => `/api/v2/events/${ids.event}/ticket-transfers/${ids.ticketTransfer?.id ?? randomUUID()}/${decision}`;
const awaitingApproval = (world: World, ids: WorldIds) =>
  ticketOffered(world, ids, { enabled_ticket_transfer_type: 'hard_transfer', ticket_transfers_require_approval: true });

/** Ticket transfers: the guest's side is public (the signed links are the credentials); editors decide, viewers read. */
export const TICKET_TRANSFER_POLICIES: Record<string, RoutePolicy> = {
  'GET /api/v2/public/pass/{token}/transfer': { url: pass },
  'POST /api/v2/public/pass/{token}/transfer': {
    url: pass,
    body: () => ({ first_name: 'Nia', email: `nia-${randomUUID()}@example.org` }),
    prepare: (world, ids) => ticketOffered(world, ids, null, false),
  },
  'DELETE /api/v2/public/pass/{token}/transfer': { url: pass, prepare: (world, ids) => ticketOffered(world, ids, null) },
  'GET /api/v2/public/ticket-transfers/{token}': { url: offer, prepare: (world, ids) => ticketOffered(world, ids, null) },
  'POST /api/v2/public/ticket-transfers/{token}/accept': { url: (ids) => `${offer(ids)}/accept`, prepare: (world, ids) => ticketOffered(world, ids, null) },
  'POST /api/v2/public/ticket-transfers/{token}/decline': { url: (ids) => `${offer(ids)}/decline`, prepare: (world, ids) => ticketOffered(world, ids, null) },
  'GET /api/v2/events/{e}/ticket-transfers': { url: (ids) => `/api/v2/events/${ids.event}/ticket-transfers` },
  'POST /api/v2/events/{e}/ticket-transfers/{transferId}/approve': { url: (ids) => decided(ids, 'approve'), prepare: awaitingApproval },
  'POST /api/v2/events/{e}/ticket-transfers/{transferId}/reject': { url: (ids) => decided(ids, 'reject'), prepare: awaitingApproval },
};
