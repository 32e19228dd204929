import { z } from 'zod';
import { uuid } from './common.ts';
import { OUTBOUND_MESSAGE_STATUSES } from './message-statuses.ts';

export { OUTBOUND_MESSAGE_STATUSES };

// Communications (issue 20; spec sections 1, 4 and 7 Alerts). An alert is one
// message the organiser writes to a slice of the guest list; each recipient
// gets an outbound message whose every status change is an event on its own
// stream. Templates, SMTP configurations and the suppression list sit beside
// them. Passwords of SMTP configurations never enter the log (they live in
// `smtp_configuration_secrets`).

/** Who an alert goes to: every condition set must hold (an empty audience is the whole guest list). */
export const AlertAudienceData = z
  .object({
    /** Guest-list filter names (rsvp_yes, not_checked_in, invited, …), all of which must hold. */
    filters: z.array(z.string()).describe('Guest-list filters (spec section 2), every one of which must hold.'),
    /** A saved tab of the guest list: its filters and tags apply too. */
    tab_id: uuid.nullable(),
    /** Guests carrying any of these tags. */
    tag_ids: z.array(uuid),
    /** Not guests carrying any of these tags. */
    except_tag_ids: z.array(uuid),
    /** Only guests of this host group. */
    host_group_id: uuid.nullable(),
    /** Hand-picked guests: only these (null: not hand-picked). */
    attendee_ids: z.array(uuid).nullable(),
  })
  .describe('Who an alert goes to.');

/** When an alert goes: now, at a set instant, or relative to the event's start or end (in the event's time zone). */
export const AlertScheduleData = z
  .object({
    kind: z.enum(['now', 'at', 'relative']),
    /** kind 'at': the instant (ISO 8601 with offset). */
    at: z.string().nullable(),
    /** kind 'relative': minutes from the anchor, negative before it (-1440: a day before). */
    offset_minutes: z.number().int().nullable(),
    anchor: z.enum(['starts', 'ends']).nullable(),
  })
  .describe('When an alert goes out.');

/**
 * The organiser's words in one more language: each field, when written, stands in for the base
 * field for guests of that language; a field left out (or blank) falls back to the base text,
 * which is in the event's default language.
 */
export const MessageWordsVariantData = z
  .object({ subject: z.string().optional(), body: z.string().optional() })
  .describe("A message's subject and body in one language; a missing field falls back to the base text.");

/** The per-language variants of a message, keyed by language code (absent: none written). */
export const MessageTranslationsData = z
  .object({
    en: MessageWordsVariantData.optional(),
    de: MessageWordsVariantData.optional(),
    fr: MessageWordsVariantData.optional(),
    es: MessageWordsVariantData.optional(),
  })
  .describe('The words in other languages, by language code; a guest whose language has none reads the base text.');

/** What the organiser writes; every field may change while the alert is a draft or scheduled. */
export const AlertContentData = z.object({
  name: z.string(),
  subject: z.string(),
  /** The editor's HTML, merge tags as `<span data-type="mention" data-id="…">`. */
  body: z.string(),
  /** The template it started from, if any. */
  template_id: uuid.nullable(),
  audience: AlertAudienceData,
  schedule: AlertScheduleData,
  /** Attach the event as a calendar entry (.ics). */
  attach_calendar: z.boolean(),
  // Optional, so communications recorded before per-language words read unchanged (absent: none).
  translations: MessageTranslationsData.optional(),
});

// Stream `alert-{alert_id}`.
export const AlertCreated = z
  .object({ event_uuid: uuid, alert_id: uuid, content: AlertContentData, is_continuous_delivery: z.boolean() })
  .describe('An organiser created a communication (a draft).');
export const AlertUpdated = z
  .object({ event_uuid: uuid, alert_id: uuid, changes: AlertContentData.partial() })
  .describe('An organiser changed a communication: its words, audience or time.');
export const AlertContinuousDeliveryChanged = z
  .object({ event_uuid: uuid, alert_id: uuid, enabled: z.boolean() })
  .describe('Continuous delivery was turned on or off: guests who come to match the audience later receive it too, once.');
export const AlertSendRequested = z
  .object({ event_uuid: uuid, alert_id: uuid, due_at: z.string().describe('When it goes, computed from the schedule (ISO 8601, UTC).') })
  .describe('The organiser sent the communication, now or for its scheduled time.');
export const AlertUnscheduled = z
  .object({ event_uuid: uuid, alert_id: uuid })
  .describe('A scheduled communication was taken back to a draft; its scheduled messages are canceled.');
export const AlertDispatched = z
  .object({ event_uuid: uuid, alert_id: uuid, round: z.number().int().nonnegative(), recipients: z.number().int().nonnegative(), dispatched_at: z.string() })
  .describe('The communication was due: its audience was read and a message made for each recipient.');
export const AlertResendRequested = z
  .object({
    event_uuid: uuid,
    alert_id: uuid,
    round: z.number().int().positive().describe('The resend round: 1 for the first resend, and so on.'),
    scope: z.enum(['failed', 'unopened', 'failed_and_unopened']),
  })
  .describe('The organiser resent the communication to those it failed to reach or who did not open it.');
export const AlertDeleted = z.object({ event_uuid: uuid, alert_id: uuid }).describe('A communication was deleted; its unsent messages are canceled.');

export const OutboundMessageStatus = z.enum(OUTBOUND_MESSAGE_STATUSES);

/** The mails to guests (and hosts) the product sends on its own, each as an outbound message of its own (VERP, statuses, bounces). */
export const GUEST_NOTIFICATIONS = [
  'invitation',
  'host_access',
  'group_ticket',
  'ticket_transfer_offer',
  'ticket_transfer_pass',
  'ticket_transfer_notice',
  'support_answer',
] as const;
export type GuestNotification = (typeof GUEST_NOTIFICATIONS)[number];

// Stream `outbound-message-{message_id}`.
export const OutboundMessageCreated = z
  .object({
    event_uuid: uuid,
    message_id: uuid,
    alert_id: uuid.nullable().describe('The communication, or null for a notification (invitation, pass…).'),
    attendee_id: uuid.nullable(),
    email: z.string(),
    round: z.number().int().nonnegative().describe('0 for the first sending, then each resend.'),
    status: z.enum(['accepted', 'scheduled']),
    due_at: z.string(),
    smtp_configuration_id: uuid.nullable(),
    notification: z
      .enum(GUEST_NOTIFICATIONS)
      .nullable()
      .default(null)
      .describe("The notification it carries (alert_id null), e.g. 'invitation': an invitation's statuses are the guest's invitation's."),
  })
  .describe('A message was made for one recipient, to go now (accepted) or later (scheduled).');
export const OutboundMessageStatusChanged = z
  .object({
    event_uuid: uuid,
    message_id: uuid,
    alert_id: uuid.nullable(),
    attendee_id: uuid.nullable(),
    status: OutboundMessageStatus,
    /** What happened, in words (a server's reply, a bounce's diagnostic). */
    detail: z.string().nullable(),
    /** The SMTP reply code, or a delivery status (5.1.1), when one applies. */
    code: z.string().nullable(),
    /** The Message-ID the server answered, on sent. */
    provider_message_id: z.string().nullable(),
    /** The link followed, on clicked. */
    url: z.string().nullable(),
    /** A deferred message is tried again at this time. */
    retry_at: z.string().nullable(),
  })
  .describe("An outbound message's status changed: queued, sent, delivered, opened, clicked, bounced, failed…");

// Stream `template-{template_id}`.
export const TemplateCreated = z
  .object({
    event_uuid: uuid,
    template_id: uuid,
    notification_type: z.string().nullable().describe('The notification it is for (invitation, reminder…), or null for a communication template.'),
    name: z.string(),
    subject: z.string(),
    body: z.string(),
    // Optional, so templates recorded before per-language words read unchanged (absent: none).
    translations: MessageTranslationsData.optional(),
  })
  .describe('An organiser created an email template.');
export const TemplateUpdated = z
  .object({
    event_uuid: uuid,
    template_id: uuid,
    changes: z.object({ name: z.string(), subject: z.string(), body: z.string(), translations: MessageTranslationsData }).partial(),
  })
  .describe('An organiser changed an email template.');
export const TemplateResetToDefault = z
  .object({ event_uuid: uuid, template_id: uuid, subject: z.string(), body: z.string() })
  .describe("A notification template was put back to the product's default words.");
export const TemplateDeleted = z.object({ event_uuid: uuid, template_id: uuid }).describe('An email template was deleted.');

/** An event's mail settings, on the event's stream. */
export const EventCommunicationSettingsData = z.object({
  smtp_configuration_id: uuid.nullable(),
  is_open_tracking_enabled: z.boolean(),
  is_click_tracking_enabled: z.boolean(),
  /** notification_type → the template used for it (absent: the default). */
  active_notification_templates: z.record(z.string(), uuid),
});
export const EventCommunicationSettingsChanged = z
  .object({ changes: EventCommunicationSettingsData.partial() })
  .describe("The event's mail settings changed: its SMTP configuration, open and click tracking, or which template a notification uses.");

// Stream `smtp-configuration-{id}`. The password is not here: only whether one is set.
export const SmtpConfigurationSaved = z
  .object({
    event_uuid: uuid,
    smtp_configuration_id: uuid,
    name: z.string(),
    host: z.string(),
    port: z.number().int(),
    security: z.enum(['tls', 'starttls', 'none']),
    username: z.string().nullable(),
    has_password: z.boolean(),
    from_email: z.string(),
    from_name: z.string().nullable(),
    reply_to: z.string().nullable(),
    max_per_minute: z.number().int().positive().describe('Throttle: at most this many messages a minute through this server.'),
  })
  .describe('An organiser saved an SMTP configuration (the password, if any, is kept outside the log).');
export const SmtpConfigurationRemoved = z.object({ event_uuid: uuid, smtp_configuration_id: uuid }).describe('An SMTP configuration was deleted.');

// Stream `suppression-{organisation_id}-{sha256(lower(email)) first 32 hex}`.
export const AddressSuppressed = z
  .object({
    organisation_id: uuid,
    email: z.string(),
    reason: z.enum(['unsubscribed', 'bounced', 'complained', 'added_by_organiser']),
    attendee_id: uuid.nullable(),
    message_id: uuid.nullable(),
    event_uuid: uuid.nullable(),
  })
  .describe("An address was put on the organisation's suppression list: later communications skip it.");
export const AddressUnsuppressed = z
  .object({
    organisation_id: uuid,
    email: z.string(),
    reason: z.enum(['resubscribed', 'removed_by_organiser']),
    attendee_id: uuid.nullable(),
  })
  .describe('An address was taken off the suppression list.');
