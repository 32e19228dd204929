import { streamIds } from '@usher/events';
import { eventDecider } from '@usher/domain/deciders/event-decider';
import type { EventFieldsCommand, EventFieldsState } from '@usher/domain/deciders/event-fields-decider';
import type { CustomFieldInput } from '@usher/domain/fields/custom-fields';
import type { DefaultFields } from '@usher/domain/fields/default-fields';
import type { TicketVariationInput } from '@usher/domain/fields/ticket-variations';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { execute } from '../handling/execute.ts';
import { loadEvent } from '../access/event-access.ts';
import { changeAttendees } from '../attendees/attendee-handlers.ts';

/** One guest-fields command on an event's stream; answers the event's fields after it. */
async function changeEventFields(context: ServiceContext, user: AuthUser, eventUuid: string, command: EventFieldsCommand, metadata: EventMetadata) {
  const streamId = streamIds.event(eventUuid);
  const result = await execute(context.store, eventDecider, [{ streamId, command }], metadata);
  return { fields: result.states.get(streamId)!.fields, position: result.position };
}

const fieldOf = (fields: EventFieldsState, id: string) => fields.custom_fields.find((field) => field.id === id)!;

export async function addCustomField(context: ServiceContext, user: AuthUser, eventUuid: string, field: CustomFieldInput, metadata: EventMetadata) {
  const id = context.ids.uuid();
  const { fields, position } = await changeEventFields(context, user, eventUuid, { type: 'AddCustomField', field_id: id, field }, metadata);
  return { data: fieldOf(fields, id), position };
}

export async function updateCustomField(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  id: string,
  changes: CustomFieldInput,
  metadata: EventMetadata,
) {
  if (!isUuid(id)) throw DomainError.notFound('custom_field');
  const { fields, position } = await changeEventFields(context, user, eventUuid, { type: 'UpdateCustomField', field_id: id, changes }, metadata);
  return { data: fieldOf(fields, id), position };
}

export async function deleteCustomField(context: ServiceContext, user: AuthUser, eventUuid: string, id: string, metadata: EventMetadata) {
  if (!isUuid(id)) throw DomainError.notFound('custom_field');
  const { position } = await changeEventFields(context, user, eventUuid, { type: 'DeleteCustomField', field_id: id }, metadata);
  return { data: { id }, position };
}

export async function setDefaultFields(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  defaultFields: Partial<DefaultFields>,
  metadata: EventMetadata,
) {
  const { fields, position } = await changeEventFields(context, user, eventUuid, { type: 'SetDefaultFields', default_fields: defaultFields }, metadata);
  return { data: fields.default_fields, position };
}

export async function setTicketVariations(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  variations: TicketVariationInput[],
  metadata: EventMetadata,
) {
  const command: EventFieldsCommand = { type: 'SetTicketVariations', ticket_variations: variations, newId: () => context.ids.uuid() };
  const { fields, position } = await changeEventFields(context, user, eventUuid, command, metadata);
  return { data: fields.ticket_variations, position };
}

/** One AttendeeTicketVariationSet per guest, all in one transaction (the bulk path of set-rsvp). */
export async function setGuestsTicketVariation(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  ids: string[],
  variationId: string,
  metadata: EventMetadata,
) {
  const { fields } = await loadEvent(context, eventUuid);
  if (!fields.ticket_variations.some((variation) => variation.id === variationId)) {
    throw DomainError.validation({ ticket_variation_id: ['The selected ticket variation is invalid.'] });
  }
  return changeAttendees(context, user, eventUuid, ids, { type: 'SetTicketVariation', ticket_variation_id: variationId }, metadata);
}
