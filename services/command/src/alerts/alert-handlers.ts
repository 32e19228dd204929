import { streamIds } from '@usher/events';
import { actionAlertsDecider, type AlertAction } from '@usher/domain/deciders/action-alerts-decider';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import type { FieldErrors } from '@usher/domain/validation/errors';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { execute } from '../handling/execute.ts';
import { changeAttendees } from '../attendees/attendee-handlers.ts';

const UNKNOWN_USER = 'The selected user could not be found.';

/** Who may be told about an event's guests: the users of its organisation (roles come later). */
async function usersOfOrganisation(context: ServiceContext, organisationId: string, ids: string[]) {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return context.db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('organisation_id', '=', organisationId)
    .where('id', 'in', valid)
    .execute();
}

/** Sets (or, with no users, clears) who is told when these guests check in. */
export async function setCheckInAlert(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  attendeeIds: string[],
  userIds: string[],
  metadata: EventMetadata,
) {
  const wanted = [...new Set(userIds)];
  const known = new Set((await usersOfOrganisation(context, user.organisation_id, wanted)).map((u) => u.id));
  const errors: FieldErrors = {};
  userIds.forEach((id, index) => {
    if (!known.has(id)) errors[`users.${index}`] = [UNKNOWN_USER];
  });
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
  return changeAttendees(context, user, eventUuid, attendeeIds, { type: 'SetCheckInAlert', user_ids: wanted }, metadata);
}

export async function createActionAlert(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  input: { user_id: string; action: AlertAction },
  metadata: EventMetadata,
) {
  const [chosen] = await usersOfOrganisation(context, user.organisation_id, [input.user_id]);
  if (!chosen) throw DomainError.validation({ user_id: [UNKNOWN_USER] });
  const id = context.ids.uuid();
  const streamId = streamIds.actionAlerts(eventUuid);
  const result = await execute(
    context.store,
    actionAlertsDecider,
    [{ streamId, command: { type: 'CreateActionAlert', event_uuid: eventUuid, alert_id: id, user_id: chosen.id, action: input.action } }],
    metadata,
  );
  const created = result.appended[0]!;
  return {
    data: {
      id,
      event_uuid: eventUuid,
      user_id: chosen.id,
      user: { id: chosen.id, full_name: `${chosen.first_name} ${chosen.last_name}`.trim(), email: chosen.email },
      action: input.action,
      created_at: new Date(created.recordedAt).toISOString(),
    },
    position: result.position,
  };
}

export async function deleteActionAlert(context: ServiceContext, user: AuthUser, eventUuid: string, alertId: string, metadata: EventMetadata) {
  if (!isUuid(alertId)) throw DomainError.notFound('action_alert');
  const result = await execute(
    context.store,
    actionAlertsDecider,
    [{ streamId: streamIds.actionAlerts(eventUuid), command: { type: 'DeleteActionAlert', event_uuid: eventUuid, alert_id: alertId } }],
    metadata,
  );
  return { data: { id: alertId, deleted: true }, position: result.position };
}
