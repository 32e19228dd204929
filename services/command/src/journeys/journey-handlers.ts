import type { z } from 'zod';
import { streamIds } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import { inSequence } from '@usher/domain/deciders/in-sequence';
import {
  cleanTextTranslations,
  formFieldErrors,
  journeyDecider,
  journeyTemplateByKey,
  withFreshIds,
  type JourneyCommand,
  type JourneyState,
} from '@usher/domain/journeys/index';
import { hasErrors } from '@usher/domain/validation/errors';
import type {
  AddJourneyStepBody,
  CreateJourneyBody,
  UpdateJourneyActionsBody,
  UpdateJourneyBody,
  UpdateJourneyStepBody,
} from '@usher/domain/contract/journeys';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { loadEvent } from '../access/event-access.ts';
import { requireImagesOfOrganisation } from '../media/organisation-media.ts';
import { execute, toDomainEvent } from '../handling/execute.ts';
import { actionsOf, blocksOf, stepOf } from './journey-inputs.ts';
import { presentJourney } from './journey-presenter.ts';
import { liveJourneysOfEvent } from './journey-streams.ts';
import { fold } from '@usher/domain/deciders/decider';

const journeys = inSequence(journeyDecider);
const TEMPLATE_INVALID = 'The selected template is invalid.';

/** Another event's (or a deleted) journey answers like one that never existed. */
const ownJourney = (eventUuid: string, journeyId: string) => async (states: Map<string, JourneyState>) => {
  const state = states.get(streamIds.journey(journeyId));
  if (!state?.exists || state.deleted || state.event_uuid !== eventUuid) throw DomainError.notFound('journey');
};

/** The other journeys of the event that are its default now (at most one, unless two writers raced), from their streams. */
async function otherDefaults(context: ServiceContext, eventUuid: string, journeyId: string): Promise<string[]> {
  if (!isUuid(journeyId)) return [];
  const journeys = await liveJourneysOfEvent(context, eventUuid);
  return journeys.filter(({ state }) => state.is_default && state.journey_id !== journeyId).map(({ state }) => state.journey_id!);
}

/**
 * Commands on one journey of the event, decided in order on one state and
 * appended together; making one the default takes it from the event's others
 * in the same transaction.
 */
async function changeJourney(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  journeyId: string,
  commands: JourneyCommand[],
  metadata: EventMetadata,
  options: { isNew?: boolean } = {},
) {
  const streamId = streamIds.journey(journeyId);
  const makesDefault = commands.some((command) => command.type === 'MakeJourneyDefault' && command.is_default);
  const others = makesDefault ? await otherDefaults(context, eventUuid, journeyId) : [];
  const result = await execute(
    context.store,
    journeys,
    [
      { streamId, command: commands },
      ...others.map((id) => ({ streamId: streamIds.journey(id), command: [{ type: 'MakeJourneyDefault', is_default: false } as JourneyCommand] })),
    ],
    metadata,
    { authorize: options.isNew ? undefined : ownJourney(eventUuid, journeyId), newStreams: options.isNew ? new Set([streamId]) : undefined },
  );
  const now = context.clock.now().toISOString();
  const times = result.timestamps.get(streamId) ?? { created_at: now, updated_at: now };
  return { data: await presentJourney(context, result.states.get(streamId)!, times), position: result.position };
}

export function createJourney(context: ServiceContext, user: AuthUser, eventUuid: string, input: z.infer<typeof CreateJourneyBody>, metadata: EventMetadata) {
  const template = input.template_key ? journeyTemplateByKey(input.template_key) : undefined;
  if (input.template_key && !template) throw DomainError.validation({ template_key: [TEMPLATE_INVALID] });
  const newId = () => context.ids.uuid();
  const draft = template ? withFreshIds(template.graph, newId) : undefined;
  const journeyId = context.ids.uuid();
  return changeJourney(
    context,
    user,
    eventUuid,
    journeyId,
    [{ type: 'CreateJourney', event_uuid: eventUuid, journey_id: journeyId, name: input.name, draft, template_key: template?.key ?? null }],
    metadata,
    { isNew: true },
  );
}

/** The event's custom field ids, which a form step may ask as `custom:{id}`. */
async function customFieldIdsOf(context: ServiceContext, eventUuid: string): Promise<Set<string>> {
  return new Set((await loadEvent(context, eventUuid)).fields.custom_fields.map((field) => field.id));
}

/** Refuses questions that are no field of the event, by field (issue 28). */
async function requireKnownFormFields(context: ServiceContext, eventUuid: string, steps: { form_fields: readonly string[]; prefix: string }[]) {
  if (steps.every((step) => step.form_fields.length === 0)) return;
  const customFieldIds = await customFieldIdsOf(context, eventUuid);
  const errors = {};
  for (const step of steps) formFieldErrors(step.form_fields, customFieldIds, step.prefix, errors);
  if (hasErrors(errors)) throw DomainError.validation(errors);
}

/** Name, first step, default, and publishing (last, so it publishes what the same request changed). */
export async function updateJourney(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  journeyId: string,
  input: z.infer<typeof UpdateJourneyBody>,
  metadata: EventMetadata,
) {
  if (input.publish) {
    // A question saved before this rule, or a custom field deleted since, is not published.
    const { draft } = await journeyState(context, eventUuid, journeyId);
    await requireKnownFormFields(
      context,
      eventUuid,
      draft.steps.map((step) => ({ form_fields: step.form_fields, prefix: `steps.${step.id}.form_fields.` })),
    );
  }
  const commands: JourneyCommand[] = [];
  if (input.name !== undefined) commands.push({ type: 'RenameJourney', name: input.name });
  if (input.start_step_id !== undefined) commands.push({ type: 'SetJourneyStartStep', step_id: input.start_step_id });
  if (input.is_default !== undefined) commands.push({ type: 'MakeJourneyDefault', is_default: input.is_default });
  if (input.publish) commands.push({ type: 'PublishJourney' });
  return changeJourney(context, user, eventUuid, journeyId, commands, metadata);
}

/** An image block shows an image of the organisation's own library; another's, or none, is refused on its field. */
function requireOwnBlockImages(context: ServiceContext, user: AuthUser, blocks: { media_id?: string | null }[], prefix: string) {
  return requireImagesOfOrganisation(
    context,
    user.organisation_id,
    Object.fromEntries(blocks.map((block, index) => [`${prefix}blocks.${index}.media_id`, block.media_id])),
  );
}

export async function addJourneyStep(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  journeyId: string,
  input: z.infer<typeof AddJourneyStepBody>,
  metadata: EventMetadata,
) {
  await requireOwnBlockImages(context, user, input.step.blocks, 'step.');
  await requireKnownFormFields(context, eventUuid, [{ form_fields: input.step.form_fields, prefix: 'step.form_fields.' }]);
  return changeJourney(context, user, eventUuid, journeyId, [{ type: 'AddJourneyStep', step: stepOf(input.step, () => context.ids.uuid()) }], metadata);
}

export async function updateJourneyStep(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  journeyId: string,
  stepId: string,
  input: z.infer<typeof UpdateJourneyStepBody>,
  metadata: EventMetadata,
) {
  const { blocks, name_translations, ...rest } = input;
  if (blocks) await requireOwnBlockImages(context, user, blocks, '');
  if (rest.form_fields) await requireKnownFormFields(context, eventUuid, [{ form_fields: rest.form_fields, prefix: 'form_fields.' }]);
  const changes = {
    ...rest,
    ...(blocks ? { blocks: blocksOf(blocks, () => context.ids.uuid()) } : {}),
    // The whole set replaces the old one, so none written is {} (an absent key would leave the old names in place).
    ...(name_translations ? { name_translations: cleanTextTranslations(name_translations) ?? {} } : {}),
  };
  return changeJourney(context, user, eventUuid, journeyId, [{ type: 'UpdateJourneyStep', step_id: stepId, changes }], metadata);
}

export function setJourneyStepActions(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  journeyId: string,
  stepId: string,
  input: z.infer<typeof UpdateJourneyActionsBody>,
  metadata: EventMetadata,
) {
  return changeJourney(
    context,
    user,
    eventUuid,
    journeyId,
    [{ type: 'SetJourneyStepActions', step_id: stepId, actions: actionsOf(input.actions, () => context.ids.uuid()) }],
    metadata,
  );
}

export function removeJourneyStep(context: ServiceContext, user: AuthUser, eventUuid: string, journeyId: string, stepId: string, metadata: EventMetadata) {
  return changeJourney(context, user, eventUuid, journeyId, [{ type: 'RemoveJourneyStep', step_id: stepId }], metadata);
}

export async function deleteJourney(context: ServiceContext, user: AuthUser, eventUuid: string, journeyId: string, metadata: EventMetadata) {
  const { position } = await changeJourney(context, user, eventUuid, journeyId, [{ type: 'DeleteJourney' }], metadata);
  return { data: { id: journeyId }, position };
}

/** The journey as its stream holds it (for copies), or 404. */
export async function journeyState(context: ServiceContext, eventUuid: string, journeyId: string): Promise<JourneyState> {
  const state = fold(journeyDecider, (await context.store.readStream(streamIds.journey(journeyId))).map(toDomainEvent));
  if (!state.exists || state.deleted || state.event_uuid !== eventUuid) throw DomainError.notFound('journey');
  return state;
}

/** A copy of the journey's draft, with new ids, not published and not the default. */
export async function duplicateJourney(context: ServiceContext, user: AuthUser, eventUuid: string, journeyId: string, metadata: EventMetadata) {
  const source = await journeyState(context, eventUuid, journeyId);
  const copyId = context.ids.uuid();
  const name = `${source.name} (copy)`.slice(0, 120);
  return changeJourney(
    context,
    user,
    eventUuid,
    copyId,
    [
      {
        type: 'CreateJourney',
        event_uuid: eventUuid,
        journey_id: copyId,
        name,
        draft: withFreshIds(source.draft, () => context.ids.uuid()),
        duplicated_from: journeyId,
      },
    ],
    metadata,
    { isNew: true },
  );
}
