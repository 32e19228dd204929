import { streamIds, type DomainEvent } from '@usher/events';
import { eventDecider, type EventCommand, type EventState } from '@usher/domain/deciders/event-decider';
import type { Decider } from '@usher/domain/deciders/decider';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { execute } from '../../handling/execute.ts';
import { loadEvent } from '../../access/event-access.ts';
import { makeCreatorEditor } from '../../team/team-handlers.ts';
import { requireOrganisationMay } from '../../organisations/organisation-access.ts';
import { partsFor, runDuplication } from './duplication-runner.ts';

interface DuplicateCommand {
  create: EventCommand;
  started: Extract<DomainEvent, { type: 'EventDuplicationStarted' }>['data'];
}

/** The copy's creation and the start of its copying, in one append: no copy exists without the record of what it is to receive. */
const duplicateDecider: Decider<EventState, DuplicateCommand> = {
  initialState: eventDecider.initialState,
  evolve: eventDecider.evolve,
  decide: (command, state) => [...eventDecider.decide(command.create, state), { type: 'EventDuplicationStarted', data: command.started }],
};

/**
 * A copy of the event: its settings, location and group settings under a new
 * uuid at once; everything else (duplication-parts.ts) copied in the
 * background, recorded step by step on the copy's stream. The answer is the
 * new event, before its parts are there.
 */
export async function duplicateEvent(
  context: ServiceContext,
  user: AuthUser,
  sourceUuid: string,
  options: { include_guests: boolean },
  metadata: EventMetadata,
) {
  // The copy is a new event of the organisation: an editor of the source alone may not make one.
  requireOrganisationMay(user, 'create_events');
  const source = await loadEvent(context, sourceUuid);
  const uuid = context.ids.uuid();
  const create: EventCommand = {
    type: 'CreateEvent',
    uuid,
    organisation_id: user.organisation_id,
    settings: { ...source.settings, name: `${source.settings.name} (copy)`.slice(0, 255) },
    location: source.location,
    duplicated_from: sourceUuid,
    now: context.clock.now(),
  };
  const started = { source_uuid: sourceUuid, include_guests: options.include_guests, parts: partsFor(options) };
  const streamId = streamIds.event(uuid);
  const result = await execute(context.store, duplicateDecider, [{ streamId, command: { create, started } }], { ...metadata, event_uuid: uuid });
  await makeCreatorEditor(context, user, uuid, metadata);
  // Not awaited: the organiser watches the timeline. A failure is recorded there; one to record it is logged.
  void runDuplication(context, uuid).catch((error: unknown) =>
    console.error(`Duplicating into event ${uuid} stopped:`, error instanceof Error ? error.message : error),
  );
  return result;
}
