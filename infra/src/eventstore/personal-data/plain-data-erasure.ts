import { sql } from 'kysely';
import { DELETED_USER_NAME, eventCatalogue, personalDataRules } from '@usher/events';
import type { Db } from '../../db/database.ts';
import { ENVELOPE } from './personal-data-vault.ts';

/** The user-stream event types whose personal fields the vault seals (UserRegistered, UserLoggedIn). */
const USER_RULES = Object.entries(personalDataRules)
  .filter(([type]) => (eventCatalogue as Record<string, { stream: string }>)[type]?.stream === 'user')
  .map(([type, rule]) => ({ type, fields: Object.keys(rule.fields) }));

/**
 * A deleted account's personal data that the log holds in plain JSON because it was recorded
 * before accounts were sealed: deleting a key cannot reach it, so it is erased in place, in the
 * deletion's transaction. Each field goes into an envelope that seals nothing ({k, c: null}, as
 * the vault writes for a subject already forgotten), so readers see exactly what they see for
 * shredded data ('Deleted user', no email or address) and replays stay whole. An administrator's
 * name as the impersonator of someone's changes is not sealed at all: it is replaced.
 */
export async function erasePlainAccountData(trx: Db, userId: string): Promise<void> {
  const emptyEnvelope = sql`jsonb_build_object(${ENVELOPE}::text, jsonb_build_object('k', ${userId}::text, 'c', null))`;
  for (const { type, fields } of USER_RULES) {
    await sql`
      update es_events set data = (data - ${fields}::text[]) || ${emptyEnvelope}
      where stream_id = ${`user-${userId}`} and type = ${type} and not (data ? ${ENVELOPE})`.execute(trx);
  }
  await sql`
    update es_events set metadata = jsonb_set(metadata, '{actor}', (metadata->'actor') || jsonb_build_object('name', null) || ${emptyEnvelope})
    where metadata->'actor'->>'id' = ${userId} and metadata->'actor'->>'type' = 'user'
      and metadata->'actor'->>'name' is not null and not (metadata->'actor' ? ${ENVELOPE})`.execute(trx);
  await sql`
    update es_events set metadata = jsonb_set(metadata, '{actor,impersonator,name}', to_jsonb(${DELETED_USER_NAME}::text))
    where metadata->'actor'->'impersonator'->>'id' = ${userId}`.execute(trx);
}
