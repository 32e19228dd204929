import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import type { StoredEvent } from '@usher/infra/eventstore/types';
import type { BatchState } from '../runner/projection.ts';
import type { StatusCounts } from './status-counts.ts';
import { noCounts } from './status-counts.ts';

/**
 * "Has an account": a Usher user exists with the guest's email, compared
 * case-insensitively. The projection keeps its own email → account table from
 * UserRegistered so the guest list is rebuilt from the log alone.
 */
interface AccountsOfBatch {
  /** Email (lower case) → when its account was created; null = known to have none. */
  known: Map<string, string | null>;
  /** Accounts registered in this batch, written at flush. */
  registered: { email: string; user_id: string; created_at: string }[];
}

const KEY = 'guest_list.accounts';

function accountsOf(batch: BatchState): AccountsOfBatch {
  let accounts = batch.get(KEY) as AccountsOfBatch | undefined;
  if (!accounts) batch.set(KEY, (accounts = { known: new Map(), registered: [] }));
  return accounts;
}

const normalise = (email: string | null | undefined) => (email ? email.trim().toLowerCase() : null);

function guestEmailsOf(events: StoredEvent[]): string[] {
  const emails: string[] = [];
  for (const stored of events) {
    const data = stored.data as { email?: string | null; changes?: { email?: string | null } };
    const email = stored.type === 'AttendeeAdded' ? normalise(data.email) : stored.type === 'AttendeeDetailsChanged' ? normalise(data.changes?.email) : null;
    if (email) emails.push(email);
  }
  return emails;
}

/** Loads, in one query, whether the emails this batch's guests use have accounts. */
export async function prepareAccounts(trx: Db, events: StoredEvent[], batch: BatchState): Promise<void> {
  const accounts = accountsOf(batch);
  const wanted = [...new Set(guestEmailsOf(events))].filter((email) => !accounts.known.has(email));
  if (wanted.length === 0) return;
  for (const email of wanted) accounts.known.set(email, null);
  const rows = await sql<{ email: string; created_at: Date }>`select email, created_at from rm_guest_accounts where email = any(${wanted}::text[])`.execute(
    trx,
  );
  for (const row of rows.rows) accounts.known.set(row.email, new Date(row.created_at).toISOString());
}

/** When the guest's email got its account, or null. */
export function accountCreatedAtFor(batch: BatchState, email: string | null | undefined): string | null {
  const key = normalise(email);
  return key ? (accountsOf(batch).known.get(key) ?? null) : null;
}

/** A UserRegistered: later guests of this batch see the account at once; earlier rows are set at flush. */
export function registerAccount(stored: StoredEvent, batch: BatchState): void {
  const email = normalise(stored.data.email as string);
  if (!email) return;
  const accounts = accountsOf(batch);
  if (accounts.known.get(email)) return;
  const created_at = new Date(stored.recordedAt).toISOString();
  accounts.known.set(email, created_at);
  accounts.registered.push({ email, user_id: stored.data.user_id as string, created_at });
}

/**
 * Records the batch's new accounts and marks every guest with one of their
 * emails, in any event, in one statement. Runs after the guest rows are
 * written, so rows changed in this batch get the mark too; the accounts
 * counter moves by the rows it marked.
 */
export async function flushAccounts(trx: Db, batch: BatchState, deltas: Map<string, StatusCounts>): Promise<void> {
  const { registered } = accountsOf(batch);
  if (registered.length === 0) return;
  const json = JSON.stringify(registered);
  await sql`
    insert into rm_guest_accounts (email, user_id, created_at)
    select email, user_id, created_at from jsonb_to_recordset(${json}::jsonb) as r(email text, user_id uuid, created_at timestamptz)
    on conflict (email) do nothing`.execute(trx);
  const marked = await sql<{ event_uuid: string; count: number }>`
    with marked as (
      update rm_attendees a set account_created_at = r.created_at
      from jsonb_to_recordset(${json}::jsonb) as r(email text, created_at timestamptz)
      where lower(a.email) = r.email and a.email is not null and a.account_created_at is null
      returning a.event_uuid, a.id
    )
    select event_uuid, count(*)::int as count from marked group by event_uuid`.execute(trx);
  for (const row of marked.rows) {
    const running = deltas.get(row.event_uuid) ?? noCounts();
    running.accounts += row.count;
    deltas.set(row.event_uuid, running);
  }
  registered.length = 0;
}
