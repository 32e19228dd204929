import type { Db } from '@usher/infra/db/database';
import { isUuid } from '@usher/domain/ids/uuid';

/**
 * The event an activity-feed entry belongs to, or null. An entry's id is the
 * id of the logged event it describes, which the log does not index (migration
 * 001: random ids would scatter its writes), and only the feed knows which
 * events became entries: the feed's own table answers.
 */
export async function eventOfActivityEntry(db: Db, entryId: string): Promise<string | null> {
  if (!isUuid(entryId)) return null;
  const row = await db.selectFrom('rm_activity_logs').select('event_uuid').where('id', '=', entryId).executeTakeFirst();
  return row?.event_uuid ?? null;
}
