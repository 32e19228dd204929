import type { Db } from '@usher/infra/db/database';
import type { IdsOfEvent } from '@usher/infra/guest-selection/audience-check';
import { isUuid } from '@usher/domain/ids/uuid';

const READ_MODEL_TABLES = { tags: 'rm_attendee_tags', tabs: 'rm_attendee_tabs', host_groups: 'rm_host_groups' } as const;

/** Which ids an audience being edited may name, as the read side knows them (the command side checks the streams). */
export const readModelIdsOfEvent =
  (db: Db): IdsOfEvent =>
  async (kind, eventUuid, ids) => {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return new Set();
    const rows = await db.selectFrom(READ_MODEL_TABLES[kind]).select('id').where('event_uuid', '=', eventUuid).where('id', 'in', valid).execute();
    return new Set(rows.map((row) => row.id));
  };
