import { streamIds } from '@usher/events';
import { inSequence } from '@usher/domain/deciders/in-sequence';
import { draftChanges, journeyDecider, JOURNEY_CUSTOM_FIELD_PREFIX, withFreshIds, type JourneyCommand, type JourneyGraph } from '@usher/domain/journeys/index';
import { copiedId } from '../events/duplication/copied-id.ts';
import type { ServiceContext } from '@usher/infra/context';
import type { DuplicationJob, DuplicationPart } from '../events/duplication/duplication-part.ts';
import { execute } from '../handling/execute.ts';
import { journeyState } from './journey-handlers.ts';
import { liveJourneysOfEvent } from './journey-streams.ts';

const journeys = inSequence(journeyDecider);

/**
 * The event's journeys, copied with new ids: the latest published version is
 * published again as version 1 of the copy, then the draft is brought to the
 * source's draft, so an organiser finds both as they left them. Host groups
 * are not copied, so no group refers to a copy; a has_tag branch and a form's
 * custom questions point at the copy's tags and fields (pointingAtCopies).
 */
export const journeysDuplicationPart: DuplicationPart = {
  key: 'journeys',
  label: 'Journeys',
  async copy(context: ServiceContext, job: DuplicationJob) {
    // From the journeys' streams: one created a moment before the copy began is copied too.
    const rows = (await liveJourneysOfEvent(context, job.source_uuid)).map(({ state }) => ({ id: state.journey_id! }));
    const metadata = { ...job.metadata, event_uuid: job.target_uuid };
    let copied = 0;
    for (const row of rows) {
      // Ids derived from the source's, as every part's: a run resumed after a restart finds the journey it copied.
      const copyId = copiedId(job.target_uuid, row.id);
      if ((await context.store.streamVersion(streamIds.journey(copyId))) > 0) continue;
      const source = await journeyState(context, job.source_uuid, row.id);
      const rename = (oldId: string) => copiedId(job.target_uuid, `${row.id}:${oldId}`);
      const draft = pointingAtCopies(withFreshIds(source.draft, rename), job);
      const published = source.published ? pointingAtCopies(withFreshIds(source.published, rename), job) : null;
      const commands: JourneyCommand[] = [
        { type: 'CreateJourney', event_uuid: job.target_uuid, journey_id: copyId, name: source.name, draft: published ?? draft, duplicated_from: row.id },
        ...(published ? [{ type: 'PublishJourney' } as const, ...draftChanges(published, draft)] : []),
        ...(source.is_default ? [{ type: 'MakeJourneyDefault', is_default: true } as const] : []),
      ];
      const streamId = streamIds.journey(copyId);
      await execute(context.store, journeys, [{ streamId, command: commands }], metadata, { newStreams: new Set([streamId]) });
      copied++;
    }
    return { copied };
  },
};

/**
 * A form's custom questions (`custom:{field id}`) and a branch's has_tag ask
 * the copy's fields and tags, which their parts named from the source's
 * (issue 28: they pointed at the source's, and the copy's guests got a form
 * without the questions, and branches that never held).
 */
function pointingAtCopies(graph: JourneyGraph, job: DuplicationJob): JourneyGraph {
  const prefix = JOURNEY_CUSTOM_FIELD_PREFIX;
  const copy = (id: string) => copiedId(job.target_uuid, id);
  const field = (key: string) => (key.startsWith(prefix) ? `${prefix}${copy(key.slice(prefix.length))}` : key);
  return {
    ...graph,
    steps: graph.steps.map((step) => ({
      ...step,
      form_fields: step.form_fields.map(field),
      actions: step.actions.map((action) => ({
        ...action,
        conditions: action.conditions.map((condition) => (condition.type === 'has_tag' ? { ...condition, tag_id: copy(condition.tag_id) } : condition)),
      })),
    })),
  };
}
