import type { DomainEvent } from '@usher/events';
import type { Db } from '@usher/infra/db/database';
import type { GuestJourneyPathEntry } from '@usher/infra/db/schema';
import { PROJECTION_MANIFEST } from '@usher/events/projection-manifest';
import { evolveDraft, type JourneyGraph } from '@usher/domain/journeys/index';
import type { Projection } from '../runner/projection.ts';

type Change = { event_uuid: string; id: string } | null;

/** A journey's own events: its row (draft, name, flags) and its published versions. */
async function applyJourneyEvent(trx: Db, event: DomainEvent, at: string): Promise<Change> {
  switch (event.type) {
    case 'JourneyCreated': {
      const { event_uuid, journey_id, name, draft, duplicated_from, template_key } = event.data;
      await trx
        .insertInto('rm_journeys')
        .values({ id: journey_id, event_uuid, name, draft: JSON.stringify(draft), duplicated_from, template_key, created_at: at, updated_at: at })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
      return { event_uuid, id: journey_id };
    }
    case 'JourneyRenamed':
      await trx.updateTable('rm_journeys').set({ name: event.data.name, updated_at: at }).where('id', '=', event.data.journey_id).execute();
      return { event_uuid: event.data.event_uuid, id: event.data.journey_id };
    case 'JourneyMadeDefault':
      await trx.updateTable('rm_journeys').set({ is_default: event.data.is_default, updated_at: at }).where('id', '=', event.data.journey_id).execute();
      return { event_uuid: event.data.event_uuid, id: event.data.journey_id };
    case 'JourneyDeleted':
      await trx.updateTable('rm_journeys').set({ deleted: true, is_default: false, updated_at: at }).where('id', '=', event.data.journey_id).execute();
      return { event_uuid: event.data.event_uuid, id: event.data.journey_id };
    case 'JourneyPublished': {
      const { event_uuid, journey_id, version, graph } = event.data;
      await trx
        .insertInto('rm_journey_versions')
        .values({ journey_id, version, event_uuid, graph: JSON.stringify(graph), published_at: at })
        .onConflict((conflict) => conflict.columns(['journey_id', 'version']).doNothing())
        .execute();
      await trx.updateTable('rm_journeys').set({ published_version: version, updated_at: at }).where('id', '=', journey_id).execute();
      return { event_uuid, id: journey_id };
    }
    case 'JourneyStepAdded':
    case 'JourneyStepUpdated':
    case 'JourneyStepActionsChanged':
    case 'JourneyStepRemoved':
    case 'JourneyStartStepChanged': {
      const { event_uuid, journey_id } = event.data;
      const row = await trx.selectFrom('rm_journeys').select('draft').where('id', '=', journey_id).executeTakeFirst();
      if (!row) return null;
      const draft = evolveDraft(row.draft as JourneyGraph, event);
      await trx.updateTable('rm_journeys').set({ draft: JSON.stringify(draft), updated_at: at }).where('id', '=', journey_id).execute();
      return { event_uuid, id: journey_id };
    }
    default:
      return null;
  }
}

/** A guest's way through their journey: where they are, and the steps they passed with when. */
async function applyGuestJourneyEvent(trx: Db, event: DomainEvent, at: string): Promise<Change> {
  switch (event.type) {
    case 'GuestJourneyStarted': {
      const { event_uuid, attendee_id, journey_id, version, step_id } = event.data;
      const path: GuestJourneyPathEntry[] = [{ step_id, reached_at: at, left_at: null, action_type: null }];
      const row = { event_uuid, journey_id, version, current_step_id: step_id, path: JSON.stringify(path), started_at: at, completed_at: null, updated_at: at };
      await trx
        .insertInto('rm_guest_journeys')
        .values({ attendee_id, ...row })
        .onConflict((conflict) => conflict.column('attendee_id').doUpdateSet(row))
        .execute();
      return { event_uuid, id: journey_id };
    }
    case 'GuestJourneyStepAnswered': {
      const { event_uuid, attendee_id, journey_id, step_id, action_type, next_step_id } = event.data;
      const row = await trx.selectFrom('rm_guest_journeys').select('path').where('attendee_id', '=', attendee_id).executeTakeFirst();
      if (!row) return null;
      const path = (row.path as GuestJourneyPathEntry[]).map((entry) => (entry.step_id === step_id && entry.left_at === null ? { ...entry, left_at: at, action_type } : entry));
      if (next_step_id !== null) path.push({ step_id: next_step_id, reached_at: at, left_at: null, action_type: null });
      await trx.updateTable('rm_guest_journeys').set({ current_step_id: next_step_id, path: JSON.stringify(path), updated_at: at }).where('attendee_id', '=', attendee_id).execute();
      return { event_uuid, id: journey_id };
    }
    case 'GuestJourneyCompleted': {
      const { event_uuid, attendee_id, journey_id } = event.data;
      await trx.updateTable('rm_guest_journeys').set({ current_step_id: null, completed_at: at, updated_at: at }).where('attendee_id', '=', attendee_id).execute();
      return { event_uuid, id: journey_id };
    }
    default:
      return null;
  }
}

/**
 * The read models of journeys (issue 21): rm_journeys, rm_journey_versions and
 * rm_guest_journeys. Every change is published on the event's channel with the
 * journey's id, so the editor and the interactions screens refresh live.
 */
export const journeysProjection: Projection = {
  name: 'journeys',
  tables: ['rm_journeys', 'rm_journey_versions', 'rm_guest_journeys'],
  handles: PROJECTION_MANIFEST.journeys,

  async apply(trx, stored) {
    const event = { type: stored.type, data: stored.data } as DomainEvent;
    const at = new Date(stored.recordedAt).toISOString();
    const change = (await applyJourneyEvent(trx, event, at)) ?? (await applyGuestJourneyEvent(trx, event, at));
    return change ? { ...change, socket_id: stored.metadata.socket_id } : null;
  },
};
