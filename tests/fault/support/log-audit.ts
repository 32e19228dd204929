import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { allProjections } from '@usher/projections/all-projections';
import type { Acknowledged } from './guest-clients.ts';

const GUEST_EVENT_TYPES = ['AttendeeCheckedIn', 'AttendeeCheckInUndone', 'AttendeeRsvpSet'];

interface LoggedEvent {
  stream_id: string;
  type: string;
  data: { is_attending?: boolean | null };
  correlation_id: string | null;
}

/** The product's own database, as `npm start` left it: its port in the pid file, its password in the file beside it. */
async function withDatabase<T>(dataDir: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const clusterDir = path.join(dataDir, 'postgres');
  const password = fs.readFileSync(`${clusterDir}.password`, 'utf8').trim();
  const port = fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[3];
  const client = new pg.Client({ connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/usher` });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function readGuestEvents(dataDir: string): Promise<LoggedEvent[]> {
  return withDatabase(dataDir, guestEventsIn);
}

/** The guests' check-in and RSVP events in the log `client` reads, in commit order. */
export async function guestEventsIn(client: pg.Client): Promise<LoggedEvent[]> {
  const result = await client.query<LoggedEvent>(
    `select stream_id, type, data, metadata->>'correlation_id' as correlation_id from es_events
     where type = any($1) order by transaction_id, global_position`,
    [GUEST_EVENT_TYPES],
  );
  return result.rows;
}

export interface Audit {
  acknowledged: number;
  lost: number;
  doubled: number;
  /** Guest events in the log that no request of ours asked for. */
  unasked: number;
}

/** Every acknowledged request must have appended exactly one event, and nothing else may be there. */
export function audit(acknowledged: readonly Acknowledged[], events: readonly LoggedEvent[]): Audit {
  const logged = new Map<string, number>();
  for (const event of events) if (event.correlation_id) logged.set(event.correlation_id, (logged.get(event.correlation_id) ?? 0) + 1);
  const asked = new Set(acknowledged.map((request) => request.correlationId));
  let lost = 0;
  let doubled = 0;
  for (const request of acknowledged) {
    const count = logged.get(request.correlationId) ?? 0;
    if (count === 0) lost++;
    if (count > 1) doubled += count - 1;
  }
  const unasked = events.filter((event) => !event.correlation_id || !asked.has(event.correlation_id)).length;
  return { acknowledged: acknowledged.length, lost, doubled, unasked };
}

export type GuestState = { checked_in: boolean; is_attending: boolean | null };

/** What the log says each guest is now, folded from its events in commit order. */
export function guestsFromLog(events: readonly LoggedEvent[], guestIds: readonly string[]): Map<string, GuestState> {
  const guests = new Map<string, GuestState>(guestIds.map((id) => [id, { checked_in: false, is_attending: null }]));
  for (const event of events) {
    const guest = guests.get(event.stream_id.replace(/^attendee-/, ''));
    if (!guest) continue;
    if (event.type === 'AttendeeCheckedIn') guest.checked_in = true;
    else if (event.type === 'AttendeeCheckInUndone') guest.checked_in = false;
    else guest.is_attending = event.data.is_attending ?? null;
  }
  return guests;
}

/** Events of a projection's types that its checkpoint has not passed, for every projection. */
export function projectionsBehind(dataDir: string): Promise<Record<string, number>> {
  return withDatabase(dataDir, async (client) => {
    const behind: Record<string, number> = {};
    for (const projection of allProjections) {
      const result = await client.query<{ behind: number }>(
        `select count(*)::int as behind from es_events e
         where e.type = any($1::text[])
           and (e.transaction_id, e.global_position) > coalesce(
             (select (c.transaction_id, c.global_position) from projection_checkpoints c where c.name = $2), ('0'::xid8, 0::bigint))`,
        [[...projection.handles], projection.name],
      );
      if (result.rows[0]!.behind > 0) behind[projection.name] = result.rows[0]!.behind;
    }
    return behind;
  });
}
