import type { FieldErrors } from '@usher/domain/validation/errors';
import { isUuid } from '@usher/domain/ids/uuid';
import type { ServiceContext } from '@usher/infra/context';

export const JOURNEY_INVALID = 'The selected journey is invalid.';

/** A host group may lead its guests only to a journey of its own event (null or absent: none chosen). */
export async function journeyChoiceErrors(context: ServiceContext, eventUuid: string, journeyId: unknown): Promise<FieldErrors> {
  if (journeyId === null || journeyId === undefined) return {};
  const row = typeof journeyId === 'string' && isUuid(journeyId)
    ? await context.db.selectFrom('rm_journeys').select('id').where('id', '=', journeyId).where('event_uuid', '=', eventUuid).where('deleted', '=', false).executeTakeFirst()
    : undefined;
  return row ? {} : { journey_id: [JOURNEY_INVALID] };
}
