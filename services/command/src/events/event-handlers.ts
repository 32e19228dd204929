import { streamIds } from '@usher/events';
import { eventDecider, type EventCommand, type EventState } from '@usher/domain/deciders/event-decider';
import type { EventSettings } from '@usher/domain/deciders/event-defaults';
import type { Location } from '@usher/domain/constants/locations';
import { eventShape } from '@usher/domain/presenters/event-shape';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { execute, type ExecuteResult } from '../handling/execute.ts';
import { duplicateEvent as startDuplication } from './duplication/duplicate-event.ts';
import { makeCreatorEditor } from '../team/team-handlers.ts';
import { requireOrganisationMay } from '../organisations/organisation-access.ts';

function reply(uuid: string, result: ExecuteResult<EventState>) {
  const streamId = streamIds.event(uuid);
  const state = result.states.get(streamId)!;
  const times = result.timestamps.get(streamId);
  const now = new Date().toISOString();
  return {
    data: eventShape({
      uuid,
      settings: state.settings,
      location: state.location,
      is_archived: state.is_archived,
      fields: state.fields,
      pass: state.pass,
      archived_at: state.is_archived ? (times?.updated_at ?? now) : null,
      created_at: times?.created_at ?? now,
      updated_at: times?.updated_at ?? now,
    }),
    position: result.position,
  };
}

function run(context: ServiceContext, uuid: string, command: EventCommand, metadata: EventMetadata) {
  return execute(context.store, eventDecider, [{ streamId: streamIds.event(uuid), command }], metadata);
}

export async function createEvent(
  context: ServiceContext,
  user: AuthUser,
  input: { settings: Partial<EventSettings>; location?: Partial<Location> },
  metadata: EventMetadata,
) {
  requireOrganisationMay(user, 'create_events');
  const uuid = context.ids.uuid();
  const command: EventCommand = {
    type: 'CreateEvent',
    uuid,
    organisation_id: user.organisation_id,
    settings: input.settings,
    location: input.location,
    now: context.clock.now(),
  };
  const created = reply(uuid, await run(context, uuid, command, { ...metadata, event_uuid: uuid }));
  await makeCreatorEditor(context, user, uuid, metadata);
  return created;
}

export async function changeEvent(context: ServiceContext, user: AuthUser, uuid: string, command: EventCommand, metadata: EventMetadata) {
  return reply(uuid, await run(context, uuid, command, metadata));
}

/** A copy of the event: settings at once, everything else in the background (duplication/duplicate-event.ts). */
export async function duplicateEvent(
  context: ServiceContext,
  user: AuthUser,
  sourceUuid: string,
  options: { include_guests: boolean },
  metadata: EventMetadata,
) {
  const result = await startDuplication(context, user, sourceUuid, options, metadata);
  const uuid = result.states.keys().next().value!.slice('event-'.length);
  return reply(uuid, result);
}
