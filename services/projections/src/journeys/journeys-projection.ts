import { toDomainEvent, type DomainEvent } from '@usher/events';
import type { Db } from '@usher/infra/db/database';
import type { GuestJourneyPathEntry } from '@usher/read-models';
import { PROJECTION_MANIFEST } from '@usher/events/projection-manifest';
import { sql } from 'kysely';
import { targetsOf, type JourneyStep } from '@usher/domain/journeys/index';
import type { BatchState, Projection } from '../runner/projection.ts';
import { bufferIn } from '../runner/row-buffer.ts';

type Change = { event_uuid: string; id: string } | null;

/** A journey's own events: its row (first step, name, flags), its draft's steps and its published versions. */
async function applyJourneyEvent(trx: Db, event: DomainEvent, at: string): Promise<Change> {
  switch (event.type) {
    case 'JourneyCreated': {
      const { event_uuid, journey_id, name, draft, duplicated_from, template_key } = event.data;
      const created = await trx
        .insertInto('rm_journeys')
        .values({ id: journey_id, event_uuid, name, start_step_id: draft.start_step_id, duplicated_from, template_key, created_at: at, updated_at: at })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (created) await insertSteps(trx, journey_id, draft.steps, 0);
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
      const touched = await trx.updateTable('rm_journeys').set({ updated_at: at }).where('id', '=', journey_id).returning('id').executeTakeFirst();
      if (!touched) return null;
      await applyDraftChange(trx, event);
      return { event_uuid, id: journey_id };
    }
    default:
      return null;
  }
}

type DraftChange = Extract<
  DomainEvent,
  { type: 'JourneyStepAdded' | 'JourneyStepUpdated' | 'JourneyStepActionsChanged' | 'JourneyStepRemoved' | 'JourneyStartStepChanged' }
>;

/**
 * A change to the draft writes the step it changes (and, for a removal, the
 * steps whose arrows led to it): never the whole draft, whose size the change
 * does not set. The effect on the graph is evolveDraft's, the write side's.
 */
async function applyDraftChange(trx: Db, event: DraftChange): Promise<void> {
  const { journey_id } = event.data;
  const steps = trx.updateTable('rm_journey_draft_steps').where('journey_id', '=', journey_id);
  switch (event.type) {
    case 'JourneyStepAdded': {
      const last = await trx
        .selectFrom('rm_journey_draft_steps')
        .select((eb) => eb.fn.max('ordinal').as('ordinal'))
        .where('journey_id', '=', journey_id)
        .executeTakeFirst();
      await insertSteps(trx, journey_id, [event.data.step], (last?.ordinal ?? -1) + 1);
      // The first step added becomes the first step (evolveDraft's rule).
      await trx
        .updateTable('rm_journeys')
        .set({ start_step_id: sql<string>`coalesce(start_step_id, ${event.data.step.id})` })
        .where('id', '=', journey_id)
        .execute();
      return;
    }
    case 'JourneyStepUpdated':
      await steps
        .set({ step: sql`step || ${JSON.stringify(event.data.changes)}::jsonb` })
        .where('step_id', '=', event.data.step_id)
        .execute();
      return;
    case 'JourneyStepActionsChanged': {
      const { step_id, actions } = event.data;
      await steps
        .set({ step: sql`step || ${JSON.stringify({ actions })}::jsonb`, targets: sql`${targetsOf({ actions })}::text[]` })
        .where('step_id', '=', step_id)
        .execute();
      return;
    }
    case 'JourneyStepRemoved': {
      const { step_id } = event.data;
      await trx.deleteFrom('rm_journey_draft_steps').where('journey_id', '=', journey_id).where('step_id', '=', step_id).execute();
      // The actions of other steps that led to it go with it.
      await steps
        .set({
          step: sql`step || jsonb_build_object('actions', coalesce((select jsonb_agg(a order by o) from jsonb_array_elements(step->'actions') with ordinality as x(a, o) where a->>'to_step_id' is distinct from ${step_id}), '[]'::jsonb))`,
          targets: sql`array_remove(targets, ${step_id})`,
        })
        .where(sql<boolean>`${step_id} = any(targets)`)
        .execute();
      // A journey that started there starts at its first step left.
      await trx
        .updateTable('rm_journeys')
        .set({
          start_step_id: sql<string | null>`(select s.step_id from rm_journey_draft_steps s where s.journey_id = ${journey_id} order by s.ordinal limit 1)`,
        })
        .where('id', '=', journey_id)
        .where('start_step_id', '=', step_id)
        .execute();
      return;
    }
    case 'JourneyStartStepChanged':
      await trx.updateTable('rm_journeys').set({ start_step_id: event.data.step_id }).where('id', '=', journey_id).execute();
      return;
  }
}

/** Steps added to a draft, in their order from `ordinal` on. */
async function insertSteps(trx: Db, journeyId: string, steps: readonly JourneyStep[], ordinal: number): Promise<void> {
  if (steps.length === 0) return;
  await trx
    .insertInto('rm_journey_draft_steps')
    .values(
      steps.map((step, index) => ({ journey_id: journeyId, step_id: step.id, ordinal: ordinal + index, targets: targetsOf(step), step: JSON.stringify(step) })),
    )
    .onConflict((conflict) => conflict.columns(['journey_id', 'step_id']).doNothing())
    .execute();
}

type GuestJourneyRow = {
  attendee_id: string;
  event_uuid: string;
  journey_id: string;
  version: number;
  current_step_id: string | null;
  path: GuestJourneyPathEntry[];
  started_at: string | Date;
  completed_at: string | Date | null;
  updated_at: string | Date;
};

const GUEST_JOURNEY_EVENTS = new Set(['GuestJourneyStarted', 'GuestJourneyStepAnswered', 'GuestJourneyCompleted']);
const guestJourneys = (batch: BatchState) => bufferIn<GuestJourneyRow>(batch, 'rm_guest_journeys', 'attendee_id');

/**
 * A guest's way through their journey: where they are, and the steps they passed with when. Applied to the
 * batch's copy of the guests' rows (loaded in prepare, written in flush): two hundred guests answering at once
 * cost a read and a write, not a read and a write each.
 */
function applyGuestJourneyEvent(event: DomainEvent, at: string, batch: BatchState): Change {
  const rows = guestJourneys(batch);
  switch (event.type) {
    case 'GuestJourneyStarted': {
      const { event_uuid, attendee_id, journey_id, version, step_id } = event.data;
      const path: GuestJourneyPathEntry[] = [{ step_id, reached_at: at, left_at: null, action_type: null }];
      const row = { event_uuid, journey_id, version, current_step_id: step_id, path, started_at: at, completed_at: null, updated_at: at };
      // Started again (a journey pinned anew): the row starts over.
      if (!rows.update(attendee_id, row)) rows.insert({ attendee_id, ...row });
      return { event_uuid, id: journey_id };
    }
    case 'GuestJourneyStepAnswered': {
      const { event_uuid, attendee_id, journey_id, step_id, action_type, next_step_id } = event.data;
      const row = rows.get(attendee_id);
      if (!row) return null;
      const path = row.path.map((entry) => (entry.step_id === step_id && entry.left_at === null ? { ...entry, left_at: at, action_type } : entry));
      if (next_step_id !== null) path.push({ step_id: next_step_id, reached_at: at, left_at: null, action_type: null });
      rows.update(attendee_id, { current_step_id: next_step_id, path, updated_at: at });
      return { event_uuid, id: journey_id };
    }
    case 'GuestJourneyCompleted': {
      const { event_uuid, attendee_id, journey_id } = event.data;
      rows.update(attendee_id, { current_step_id: null, completed_at: at, updated_at: at });
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
  tables: ['rm_journeys', 'rm_journey_draft_steps', 'rm_journey_versions', 'rm_guest_journeys'],
  handles: PROJECTION_MANIFEST.journeys,

  async prepare(trx, events, batch) {
    const guests = events.filter((stored) => GUEST_JOURNEY_EVENTS.has(stored.type)).map((stored) => (stored.data as { attendee_id: string }).attendee_id);
    await guestJourneys(batch).load(trx, guests);
  },

  apply(trx, stored, batch) {
    const event = toDomainEvent(stored);
    const at = new Date(stored.recordedAt).toISOString();
    const socketId = stored.metadata.socket_id;
    if (GUEST_JOURNEY_EVENTS.has(stored.type)) {
      const change = applyGuestJourneyEvent(event, at, batch);
      return change ? { ...change, socket_id: socketId } : null;
    }
    return applyJourneyEvent(trx, event, at).then((change) => (change ? { ...change, socket_id: socketId } : null));
  },

  flush(trx, batch) {
    return guestJourneys(batch).flush(trx);
  },
};
