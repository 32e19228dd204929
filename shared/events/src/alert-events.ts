import { z } from 'zod';
import { uuid } from './common.ts';

/** What a guest can do that an action alert watches for. */
export const ALERT_ACTIONS = ['check_in', 'rsvp_yes', 'rsvp_no', 'link_clicked'] as const;
export const AlertAction = z.enum(ALERT_ACTIONS);

// Stream `action-alerts-{eventUuid}`: the event's rules "tell user U when any guest does ACTION".
export const ActionAlertCreated = z
  .object({ event_uuid: uuid, alert_id: uuid, user_id: uuid, action: AlertAction })
  .describe('A user asked to be told when any guest of the event does the action.');
export const ActionAlertDeleted = z.object({ event_uuid: uuid, alert_id: uuid }).describe('An action alert was deleted.');

/**
 * Stream `guest-alert-{causing event id}`: a guest did something that
 * check-in or action alerts watch, and these users are to be told. Appended
 * once per causing event by the alert trigger; the mail dispatcher and the
 * activity feed read it.
 */
export const GuestAlertTriggered = z
  .object({
    event_uuid: uuid,
    attendee_id: uuid,
    action: AlertAction,
    /** The guest's name at the time, so the feed and emails read well. */
    guest_name: z.string(),
    /** The users to tell, each once, with why. */
    recipients: z
      .array(z.object({ user_id: uuid, name: z.string(), reason: z.enum(['checkin_alert', 'action_alert']) }))
      .describe('The users to tell, each once, with why.'),
    occurred_at: z.string(),
  })
  .describe('A guest did something an alert watches; these users are to be told. Stream `guest-alert-{causing event id}`.');
