import { toDomainEvent } from '@usher/events';
import type { Projection } from '../runner/projection.ts';
import { applyAlertEvent, ALERT_EVENT_TYPES } from './alert-rows.ts';
import { applyMessageEvent, flushMessageRows, forgetGuestAddresses, loadMessageRows, MESSAGE_EVENT_TYPES } from './message-rows.ts';
import { applySettingsEvent, SETTINGS_EVENT_TYPES } from './settings-rows.ts';

/**
 * The read models of communications (issue 20): rm_alerts, rm_outbound_messages
 * (one row per recipient's message, with its current status and the stream
 * version a sender claims it at), rm_templates, rm_event_communication_settings,
 * rm_smtp_configurations and rm_suppressions. Every change is published on the
 * event's channel, so the communications screens update live.
 */
export const communicationsProjection: Projection = {
  name: 'communications',
  tables: ['rm_alerts', 'rm_outbound_messages', 'rm_templates', 'rm_event_communication_settings', 'rm_smtp_configurations', 'rm_suppressions'],
  // AttendeeForgotten: a forgotten guest's messages (invitations included) keep no address.
  handles: [...ALERT_EVENT_TYPES, ...MESSAGE_EVENT_TYPES, ...SETTINGS_EVENT_TYPES, 'AttendeeForgotten'],

  async prepare(trx, events, batch) {
    await loadMessageRows(trx, events, batch);
  },

  async apply(trx, stored, batch) {
    if (stored.type === 'AttendeeForgotten') return forgetGuestAddresses(trx, stored, batch);
    const event = toDomainEvent(stored);
    const at = new Date(stored.recordedAt).toISOString();
    const change =
      (await applyAlertEvent(trx, event, at, stored.metadata.actor?.id ?? null)) ??
      applyMessageEvent(event, at, stored.streamPosition, batch) ??
      (await applySettingsEvent(trx, event, at, stored.streamId));
    if (!change) return null;
    return { event_uuid: change.event_uuid, id: change.id, socket_id: stored.metadata.socket_id };
  },

  async flush(trx, batch) {
    await flushMessageRows(trx, batch);
  },
};
