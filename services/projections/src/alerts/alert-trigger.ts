import { eventCatalogue, streamIds, toDomainEvent } from '@usher/events';
import { attendeeDecider } from '@usher/domain/deciders/attendee-decider';
import { fold } from '@usher/domain/deciders/decider';
import type { EventStore } from '@usher/infra/eventstore/event-store';
import type { StoredEvent } from '@usher/infra/eventstore/types';
import type { Projection } from '../runner/projection.ts';
import { actionOf, foldActionAlerts, recipientsFor } from './alert-recipients.ts';
import { streamsHoldingType } from '@usher/infra/eventstore/log-lookups';

const PREPARED = 'alert_trigger.prepared';
interface Prepared {
  ruleStreams: Map<string, StoredEvent[]>;
  histories: Map<string, StoredEvent[]>;
}

/**
 * A process manager, run like a projection but never rebuilt: when a guest
 * checks in, RSVPs or opens their link, it works out who asked to be told
 * (the guest's check-in alert users, the event's action alerts) and appends
 * one GuestAlertTriggered for it. The append happens in the runner's batch
 * transaction with the checkpoint, so each guest action is announced exactly
 * once; its stream is named after the causing event, which makes a second
 * announcement impossible even so. The mail dispatcher and the activity feed
 * take it from there.
 */
export function alertTriggerProjection(store: EventStore): Projection {
  return {
    name: 'alert_trigger',
    tables: [],
    handles: ['AttendeeCheckedIn', 'AttendeeRsvpSet', 'AttendeeInvitationLinkClicked'],

    /**
     * Loads, once per batch, what the batch's events need: the action alerts
     * of their events, which guests have a check-in alert at all, and the
     * histories of only the guests someone may have to be told about. A
     * bulk RSVP of 50,000 guests with no alerts reads two small things.
     */
    async prepare(trx, events, batch) {
      const watched = events.filter((event) => actionOf(event.type, event.data) && typeof event.data.event_uuid === 'string');
      const eventUuids = [...new Set(watched.map((event) => String(event.data.event_uuid)))];
      const ruleStreams = await store.readStreams(eventUuids.map(streamIds.actionAlerts));
      // Only a check-in can reach a guest's own check-in alert users.
      const checkedIn = [...new Set(watched.filter((event) => event.type === 'AttendeeCheckedIn').map((event) => event.streamId))];
      const withCheckInAlerts = new Set(await streamsHoldingType(trx, 'CheckInAlertSet', checkedIn));
      const mayNotify = (event: StoredEvent) => {
        const rules = ruleStreams.get(streamIds.actionAlerts(String(event.data.event_uuid))) ?? [];
        return rules.length > 0 || (event.type === 'AttendeeCheckedIn' && withCheckInAlerts.has(event.streamId));
      };
      const histories = await store.readStreams([...new Set(watched.filter(mayNotify).map((event) => event.streamId))]);
      batch.set(PREPARED, { ruleStreams, histories } satisfies Prepared);
    },

    async apply(trx, stored, batch) {
      const action = actionOf(stored.type, stored.data);
      const eventUuid = typeof stored.data.event_uuid === 'string' ? stored.data.event_uuid : null;
      if (!action || !eventUuid) return null;
      const { ruleStreams, histories } = batch.get(PREPARED) as Prepared;
      const fullHistory = histories.get(stored.streamId);
      if (!fullHistory) return null;
      // The guest as they were when they acted: later alert changes do not reach back.
      const history = fullHistory.filter((event) => event.streamPosition <= stored.streamPosition);
      const guest = fold(attendeeDecider, history.map(toDomainEvent));
      const rules = foldActionAlerts(
        (ruleStreams.get(streamIds.actionAlerts(eventUuid)) ?? []).filter((event) => BigInt(event.globalPosition) < BigInt(stored.globalPosition)),
      );
      const recipients = recipientsFor(action, guest.checkin_alert_users, rules);
      if (recipients.length === 0) return null;
      // Only users of the event's organisation, and named as they are now.
      const organisationId = stored.metadata.organisation_id;
      const users = await trx
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name', 'organisation_id'])
        .where(
          'id',
          'in',
          recipients.map((r) => r.user_id),
        )
        .execute();
      const byId = new Map(
        users.filter((u) => !organisationId || u.organisation_id === organisationId).map((u) => [u.id, `${u.first_name} ${u.last_name}`.trim()]),
      );
      const named = recipients.filter((r) => byId.has(r.user_id)).map((r) => ({ ...r, name: byId.get(r.user_id)! }));
      if (named.length === 0) return null;
      const entry = eventCatalogue.GuestAlertTriggered;
      const data = entry.schema.parse({
        event_uuid: eventUuid,
        attendee_id: stored.streamId.slice('attendee-'.length),
        action,
        guest_name: `${guest.first_name} ${guest.last_name}`.trim(),
        recipients: named,
        occurred_at: new Date(stored.recordedAt).toISOString(),
      });
      await store.append(
        [
          {
            streamId: streamIds.guestAlert(stored.eventId),
            expectedVersion: 0,
            events: [
              {
                type: 'GuestAlertTriggered',
                schemaVersion: entry.version,
                data,
                metadata: {
                  ...stored.metadata,
                  actor: { type: 'system', id: null, name: 'Usher' },
                  causation_id: stored.eventId,
                  occurred_at: new Date().toISOString(),
                  source: 'alert trigger',
                },
              },
            ],
          },
        ],
        { trx },
      );
      // Tells the runner a batch appended something, so readers are woken after its commit.
      return { event_uuid: eventUuid, id: null, socket_id: null };
    },
  };
}
