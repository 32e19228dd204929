import { sql } from 'kysely';
import { DELETED_USER_NAME } from '@usher/events';
import type { Db } from '@usher/infra/db/database';

interface EntryByActor {
  actor_id?: string | null;
  actor_name?: string | null;
  description: string;
}

/**
 * Someone deleted their account: the entries that name them as the one who acted (their name
 * leads the description: 'Ana checked in Bo') name a deleted user instead, stored ones and this
 * batch's alike. A rebuild reads the same from the log, where their key is gone.
 */
export async function forgetActorInFeed(trx: Db, userId: string, pending: Iterable<EntryByActor>): Promise<void> {
  for (const entry of pending) {
    if (entry.actor_id !== userId || !entry.actor_name) continue;
    entry.description = entry.description.replaceAll(entry.actor_name, DELETED_USER_NAME);
    entry.actor_name = DELETED_USER_NAME;
  }
  await sql`
    update rm_activity_logs set description = replace(description, actor_name, ${DELETED_USER_NAME}), actor_name = ${DELETED_USER_NAME}
    where actor_id = ${userId} and actor_name is not null and actor_name <> ${DELETED_USER_NAME}`.execute(trx);
}
