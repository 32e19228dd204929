import type { FieldErrors } from '@usher/domain/validation/errors';
import type { ServiceContext } from '@usher/infra/context';
import { liveJourneyOfEvent } from './journey-streams.ts';

export const JOURNEY_INVALID = 'The selected journey is invalid.';

/** A host group may lead its guests only to a journey of its own event (null or absent: none chosen), as the journey's stream has it. */
export async function journeyChoiceErrors(context: ServiceContext, eventUuid: string, journeyId: unknown): Promise<FieldErrors> {
  if (journeyId === null || journeyId === undefined) return {};
  const journey = typeof journeyId === 'string' ? await liveJourneyOfEvent(context, eventUuid, journeyId) : null;
  return journey ? {} : { journey_id: [JOURNEY_INVALID] };
}
