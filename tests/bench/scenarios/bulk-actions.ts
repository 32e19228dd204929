/**
 * Issue 3's rule that each bulk action on 50,000 guests answers within 5 s:
 * decline, tag, ticket variation, check-in alert, RSVP (No, or Yes where
 * guest-management.ts's own bulk RSVP has said No already), invite, and last
 * delete, one after another on the same 50,000 guests of the seeded event,
 * through the API as the dashboard sends them. Each runs alone: the
 * projections have applied the one before, their ANALYZE after it has ended,
 * and so have the checkpoint and autovacuum after it (but the mail dispatcher
 * may still be sending: the invitations go out for minutes). The guests'
 * streams grow by one event per action, so the later actions decide from
 * longer histories, as they would on a real list.
 */
import http from 'node:http';
import type pg from 'pg';
import { send } from '../load.ts';
import { ms, num, verdict, type Row } from '../report.ts';
import { settleDisks, waitForAnalyze, waitForProjections } from '../settle.ts';

export interface BulkActionResult {
  action: string;
  route: string;
  guests: number;
  status: number;
  answer_ms: number;
  /** What the answer says it changed (`updated`, or `invited` for an invitation). */
  changed: number | null;
  /** From the answer until every projection had applied it. */
  projected_ms: number;
  /** CPU of the product and PostgreSQL until the answer, and then until projected (when the caller can read it). */
  answer_cpu_ms: number | null;
  projected_cpu_ms: number | null;
}

interface BulkAction {
  action: string;
  method: 'PUT' | 'POST';
  route: string;
  body: (ids: string[]) => Promise<unknown>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runBulkActions(options: {
  origin: string;
  token: string;
  pool: pg.Pool;
  eventUuid: string;
  guests: number;
  settleTimeoutMs: number;
  log: (message: string) => void;
  /** CPU so far of the product and its PostgreSQL (cpu-use.ts), a figure the neighbours on a shared machine move little. */
  cpuMs?: () => number;
  /** Runs just before each action is sent, after its answer, and once its projections have applied it (STATEMENTS=1 reads pg_stat_statements). */
  around?: { before(action: string): Promise<void>; answered(action: string): Promise<void>; projected(action: string): Promise<void> };
  /** Only the actions whose names contain one of these (all when empty): for quick iteration on one. */
  only?: string[];
}): Promise<BulkActionResult[]> {
  const { origin, token, pool, eventUuid, log } = options;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const url = new URL(origin);
  const call = async <T>(method: string, path: string, body: unknown): Promise<T> => {
    const reply = await send(url, agent, { method, path, headers, body: JSON.stringify(body) });
    if (reply.status >= 300) throw new Error(`${method} ${path} → ${reply.status}: ${reply.body.slice(0, 300)}`);
    return JSON.parse(reply.body) as T;
  };
  const { rows } = await pool.query<{ id: string }>(
    'select id from rm_attendees where event_uuid = $1 and parent_attendee_id is null order by created_at, id limit $2',
    [eventUuid, options.guests],
  );
  const ids = rows.map((row) => row.id);
  const { rows: owners } = await pool.query<{ id: string }>(
    'select u.id from users u join rm_events e on e.organisation_id = u.organisation_id where e.uuid = $1 order by u.created_at limit 1',
    [eventUuid],
  );
  // In the whole bench the guest-management part has already answered No for most of these guests (its own bulk
  // RSVP): a second No would change nothing and measure nothing, so the answer is the one that changes them.
  const { rows: declined } = await pool.query<{ count: number }>(
    'select count(*)::int as count from rm_attendees where id = any($1::uuid[]) and is_attending = false',
    [ids],
  );
  const rsvp = declined[0]!.count * 2 >= ids.length;
  const e = `/api/v2/events/${eventUuid}`;
  const actions: BulkAction[] = [
    {
      action: 'Bulk approval (decline)',
      method: 'PUT',
      route: `${e}/attendees-bulk/set-approval`,
      body: async (guests) => ({ attendees: guests, approval: false }),
    },
    {
      action: 'Bulk add tag',
      method: 'PUT',
      route: `${e}/attendees-bulk/add-tags`,
      body: async (guests) => {
        const tag = await call<{ data: { id: string } }>('POST', `${e}/attendee-tags/add`, { name: `Bench ${Date.now().toString(36)}`, color: '#2D4CD7' });
        return { attendees: guests, tags: [tag.data.id] };
      },
    },
    {
      action: 'Bulk ticket variation',
      method: 'PUT',
      route: `${e}/attendees-bulk/set-ticket-variation`,
      body: async (guests) => {
        const variations = await call<{ data: { id: string; name: string }[] }>('PUT', `${e}/ticket-variations`, {
          ticket_variations: [
            { name: 'Standard', type: 'ticket', is_default: true },
            { name: 'VIP', type: 'ticket' },
          ],
        });
        return { attendees: guests, ticket_variation_id: variations.data.find((v) => v.name === 'VIP')!.id };
      },
    },
    {
      action: 'Bulk check-in alert',
      method: 'POST',
      route: `${e}/attendees/checkin-alert`,
      body: async (guests) => ({ attendees: guests, users: owners.map((o) => o.id) }),
    },
    {
      action: `Bulk RSVP (${rsvp ? 'yes' : 'no'})`,
      method: 'PUT',
      route: `${e}/attendees-bulk/set-rsvp`,
      body: async (guests) => ({ attendees: guests, rsvp }),
    },
    { action: 'Bulk invite', method: 'PUT', route: `${e}/attendees-bulk/invite`, body: async (guests) => ({ attendees: guests }) },
    // Last: it takes the guests (and their plus-ones) off the list.
    { action: 'Bulk delete', method: 'POST', route: `${e}/attendees/delete`, body: async (guests) => ({ attendees: guests }) },
  ];
  const results: BulkActionResult[] = [];
  try {
    const chosen = options.only?.length ? actions.filter((a) => options.only!.some((name) => a.action.toLowerCase().includes(name.toLowerCase()))) : actions;
    for (const { action, method, route, body } of chosen) {
      const payload = JSON.stringify(await body(ids));
      await waitForProjections(pool, options.settleTimeoutMs);
      // A moment for the last projection's commit and its websocket messages.
      await sleep(500);
      // The projections' ANALYZE after the last burst runs past their checkpoints: not this action's work.
      const analyze = await waitForAnalyze(pool, 30_000);
      if (analyze.ms > 100)
        log(
          `${action}: waited ${Math.round(analyze.ms)} ms for the projections' ANALYZE to end${analyze.unanalysed.length ? `; still unanalysed: ${analyze.unanalysed.join(', ')}` : ''}`,
        );
      // The last action's dirty pages written out, and the autovacuum its appends set off (a pass over the event log
      // after the invitations' mail) ended: a read of this one's streams waits on neither.
      const settled = await settleDisks([pool]);
      if (settled > 1000) log(`${action}: waited ${Math.round(settled)} ms for the checkpoint and autovacuum to end`);
      await options.around?.before(action);
      const cpu0 = options.cpuMs?.();
      const t0 = performance.now();
      const reply = await send(url, agent, { method, path: route, headers, body: payload }, options.settleTimeoutMs);
      const answerMs = performance.now() - t0;
      if (reply.status !== 200) throw new Error(`${action} → ${reply.status}: ${reply.body.slice(0, 300)}`);
      const answer = JSON.parse(reply.body) as { data: { updated?: number; invited?: number } };
      const cpu1 = options.cpuMs?.();
      await options.around?.answered(action);
      const t2 = performance.now();
      await waitForProjections(pool, options.settleTimeoutMs);
      const projectedMs = performance.now() - t2;
      const cpu2 = options.cpuMs?.();
      await options.around?.projected(action);
      const result = {
        action,
        route: route.replace(eventUuid, '{e}'),
        guests: ids.length,
        status: reply.status,
        answer_ms: Math.round(answerMs),
        changed: answer.data.updated ?? answer.data.invited ?? null,
        projected_ms: Math.round(projectedMs),
        answer_cpu_ms: cpu0 === undefined ? null : Math.round(cpu1! - cpu0),
        projected_cpu_ms: cpu1 === undefined ? null : Math.round(cpu2! - cpu1),
      };
      log(
        `${action}: ${num(ids.length)} guests answered in ${result.answer_ms} ms (${result.changed ?? '?'} changed); projections ${result.projected_ms} ms later${result.answer_cpu_ms === null ? '' : `; CPU ${result.answer_cpu_ms} ms to answer, ${result.projected_cpu_ms} ms to project`}`,
      );
      results.push(result);
    }
    return results;
  } finally {
    agent.destroy();
  }
}

/** The part's rows of the bench table. */
export function bulkActionRows(results: BulkActionResult[], targetMs: number): Row[] {
  return results.map((r) => ({
    figure: `${r.action} ${num(r.guests)} guests: answer`,
    value: `${num(r.answer_ms / 1000, 1)} s`,
    against: `target ≤ ${num(targetMs / 1000, 1)} s; ${r.changed === null ? '' : `${num(r.changed)} changed, `}projections ${ms(r.projected_ms)} after`,
    verdict: verdict(r.status === 200 && r.answer_ms <= targetMs),
  }));
}
