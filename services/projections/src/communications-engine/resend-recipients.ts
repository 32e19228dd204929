import { sql } from 'kysely';
import { COUNTED_AS_FAILED } from '@usher/domain/communications/message-status';
import type { Db } from '@usher/infra/db/database';
import { suppressionAddressKeySql } from '@usher/infra/mail/message-tokens';
import type { ResendScope } from './alert-stream-state.ts';

// Reached the guest's mail server but not opened or clicked (read, opened and clicked count as opened).
const UNOPENED = ['sent', 'dispatched', 'delivered'] as const;

function statusesOf(scope: ResendScope): readonly string[] {
  if (scope === 'failed') return COUNTED_AS_FAILED;
  if (scope === 'unopened') return UNOPENED;
  return [...COUNTED_AS_FAILED, ...UNOPENED];
}

/**
 * Who a resend round goes to: the guests whose latest message of the alert
 * (of the rounds before, canceled ones aside) failed (failed, undelivered,
 * error) or was not opened, as the scope says; only guests still on the list,
 * with an address, not on the organisation's suppression list, at the
 * address they have now (a corrected typo is what a resend is often for).
 */
export async function resendRecipients(
  db: Db,
  input: { alertId: string; eventUuid: string; organisationId: string | null; round: number; scope: ResendScope },
): Promise<{ id: string; email: string }[]> {
  const latest = db
    .selectFrom('rm_outbound_messages')
    .distinctOn('attendee_id')
    .select(['attendee_id', 'status'])
    .where('alert_id', '=', input.alertId)
    .where('round', '<', input.round)
    .where('status', '<>', 'canceled')
    .where('attendee_id', 'is not', null)
    .orderBy('attendee_id')
    .orderBy('round', 'desc')
    .as('latest');
  const rows = await db
    .selectFrom(latest)
    .innerJoin('rm_attendees as a', 'a.id', 'latest.attendee_id')
    .select(['a.id', 'a.email'])
    .where('latest.status', 'in', [...statusesOf(input.scope)])
    .where('a.event_uuid', '=', input.eventUuid)
    .where('a.is_forgotten', '=', false)
    .where(sql<boolean>`coalesce(btrim(a.email), '') <> ''`)
    .where(
      sql<boolean>`not exists (select 1 from rm_suppressions s where s.organisation_id = ${input.organisationId} and s.address_key = ${sql.raw(suppressionAddressKeySql('a.email'))})`,
    )
    .orderBy('a.id')
    .execute();
  return rows.map((row) => ({ id: row.id, email: row.email!.trim() }));
}
