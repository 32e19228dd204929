import { streamIds } from '@usher/events';
import { inSequence } from '@usher/domain/deciders/in-sequence';
import { draftChanges, journeyDecider, sameNewIds, withFreshIds, type JourneyCommand } from '@usher/domain/journeys/index';
import type { ServiceContext } from '@usher/infra/runtime/context';
import type { DuplicationJob, DuplicationPart } from '../events/duplication/duplication-part.ts';
import { execute } from '../handling/execute.ts';
import { journeyState } from './journey-handlers.ts';

const journeys = inSequence(journeyDecider);

/**
 * The event's journeys, copied with new ids: the latest published version is
 * published again as version 1 of the copy, then the draft is brought to the
 * source's draft, so an organiser finds both as they left them. Host groups
 * are not copied, so no group refers to a copy; a has_tag branch keeps the
 * source's tag id (tags are copied with new ids by their own part).
 */
export const journeysDuplicationPart: DuplicationPart = {
  key: 'journeys',
  label: 'Journeys',
  async copy(context: ServiceContext, job: DuplicationJob) {
    const rows = await context.db.selectFrom('rm_journeys').select('id').where('event_uuid', '=', job.source_uuid).where('deleted', '=', false).orderBy('created_at').execute();
    const metadata = { ...job.metadata, event_uuid: job.target_uuid };
    for (const row of rows) {
      const source = await journeyState(context, job.source_uuid, row.id);
      const rename = sameNewIds(() => context.ids.uuid());
      const draft = withFreshIds(source.draft, rename);
      const published = source.published ? withFreshIds(source.published, rename) : null;
      const copyId = context.ids.uuid();
      const commands: JourneyCommand[] = [
        { type: 'CreateJourney', event_uuid: job.target_uuid, journey_id: copyId, name: source.name, draft: published ?? draft, duplicated_from: row.id },
        ...(published ? [{ type: 'PublishJourney' } as const, ...draftChanges(published, draft)] : []),
        ...(source.is_default ? [{ type: 'MakeJourneyDefault', is_default: true } as const] : []),
      ];
      const streamId = streamIds.journey(copyId);
      await execute(context.store, journeys, [{ streamId, command: commands }], metadata, { newStreams: new Set([streamId]) });
    }
    return { copied: rows.length };
  },
};
