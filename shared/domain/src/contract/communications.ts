import { z } from 'zod';
import { ErrorBodySchema, fileReply, PageMetaSchema, PositionSchema, RedirectSchema } from './common.ts';
import { safeId, safeText } from '../validation/safe-text.ts';
import { OUTBOUND_MESSAGE_STATUSES } from '@usher/events';
import { objectAbilitiesSchema } from './abilities.ts';
import { GUEST_LANGUAGES } from '../i18n/languages.ts';

// Communications (issue 20; spec section 7 Alerts, Custom fields/SMTP/templates).
// Request bodies use the boundary's text type; replies are plain zod.

export const ALERT_NAME_MAX = 120;
export const ALERT_SUBJECT_MAX = 200;
/** The editor's HTML: generous for a long letter with images, bounded for the parser. */
export const ALERT_BODY_MAX = 100_000;
export const AUDIENCE_IDS_MAX = 100_000;

export const MessageStatusSchema = z.enum(OUTBOUND_MESSAGE_STATUSES);

export const AudienceBody = z.object({
  filters: z
    .array(safeText({ max: 40 }))
    .max(20)
    .default([]),
  tab_id: safeId().nullable().default(null),
  tag_ids: z.array(safeId()).max(200).default([]),
  except_tag_ids: z.array(safeId()).max(200).default([]),
  host_group_id: safeId().nullable().default(null),
  attendee_ids: z.array(safeId()).max(AUDIENCE_IDS_MAX).nullable().default(null),
});
export const ScheduleBody = z.object({
  kind: z.enum(['now', 'at', 'relative']).default('now'),
  at: safeText({ max: 40 }).nullable().default(null).describe("kind 'at': ISO 8601 with offset."),
  offset_minutes: z
    .number()
    .int()
    .min(-60 * 24 * 366)
    .max(60 * 24 * 366)
    .nullable()
    .default(null)
    .describe("kind 'relative': minutes from the anchor, negative before."),
  anchor: z.enum(['starts', 'ends']).nullable().default(null),
});

/** A message's words in one more language; a field left out or blank falls back to the base text. */
export const MessageVariantBody = z.object({
  subject: safeText({ max: ALERT_SUBJECT_MAX }).optional(),
  body: safeText({ max: ALERT_BODY_MAX, multiline: true }).optional(),
});
/**
 * The per-language words, by language code: the whole set, replacing the one saved (a language
 * left out has its variant removed).
 */
export const MessageTranslationsBody = z
  .object({ en: MessageVariantBody.optional(), de: MessageVariantBody.optional(), fr: MessageVariantBody.optional(), es: MessageVariantBody.optional() })
  .strict();
export const MessageTranslationsSchema = z.object({
  en: z.object({ subject: z.string().optional(), body: z.string().optional() }).optional(),
  de: z.object({ subject: z.string().optional(), body: z.string().optional() }).optional(),
  fr: z.object({ subject: z.string().optional(), body: z.string().optional() }).optional(),
  es: z.object({ subject: z.string().optional(), body: z.string().optional() }).optional(),
});

/** Create a communication by name (the dialog), optionally from a template. */
export const CreateAlertBody = z.object({
  name: safeText({ max: ALERT_NAME_MAX }),
  template_id: safeId().nullable().optional(),
});
/**
 * Change a communication; `send: true` sends it (now, or for its schedule),
 * `send: false` takes a scheduled one back to a draft.
 */
export const UpdateAlertBody = z.object({
  name: safeText({ max: ALERT_NAME_MAX }).optional(),
  subject: safeText({ max: ALERT_SUBJECT_MAX }).optional(),
  body: safeText({ max: ALERT_BODY_MAX, multiline: true }).optional(),
  translations: MessageTranslationsBody.optional().describe("The words in other languages than the event's default, by language code."),
  template_id: safeId().nullable().optional(),
  audience: AudienceBody.optional(),
  schedule: ScheduleBody.optional(),
  attach_calendar: z.boolean().optional(),
  send: z.boolean().optional(),
});
export const ContinuousDeliveryBody = z.object({ is_continuous_delivery: z.boolean() });
export const ResendAlertBody = z.object({ scope: z.enum(['failed', 'unopened', 'failed_and_unopened']).default('failed_and_unopened') });
/** A preview or a test of what is being written (not yet saved), for one recipient. */
export const PreviewBody = z.object({
  subject: safeText({ max: ALERT_SUBJECT_MAX }),
  body: safeText({ max: ALERT_BODY_MAX, multiline: true }),
  attendee_id: safeId().nullable().default(null).describe('Whose values fill the tags; null: sample values.'),
  attach_calendar: z.boolean().default(false),
});
export const TestSendBody = PreviewBody.extend({ to: safeText({ max: 254 }).describe('Where the test goes.') });

export const AlertCountsSchema = z.object({
  recipients: z.number(),
  pending: z.number(),
  sent: z.number(),
  delivered: z.number(),
  opened: z.number(),
  clicked: z.number(),
  failed: z.number(),
  unsubscribed: z.number(),
  complained: z.number(),
  canceled: z.number(),
  by_status: z.record(z.string(), z.number()),
});

export const AudienceSchema = z.object({
  filters: z.array(z.string()),
  tab_id: z.string().nullable(),
  tag_ids: z.array(z.string()),
  except_tag_ids: z.array(z.string()),
  host_group_id: z.string().nullable(),
  attendee_ids: z.array(z.string()).nullable(),
});
export const ScheduleSchema = z.object({
  kind: z.enum(['now', 'at', 'relative']),
  at: z.string().nullable(),
  offset_minutes: z.number().nullable(),
  anchor: z.enum(['starts', 'ends']).nullable(),
});

export const AlertSchema = z.object({
  id: z.string(),
  event_uuid: z.string(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  translations: MessageTranslationsSchema,
  template_id: z.string().nullable(),
  audience: AudienceSchema,
  schedule: ScheduleSchema,
  attach_calendar: z.boolean(),
  is_continuous_delivery: z.boolean(),
  status: z.enum(['draft', 'scheduled', 'sending', 'sent']),
  due_at: z.string().nullable(),
  dispatched_at: z.string().nullable(),
  counts: AlertCountsSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export const AlertReply = z.object({ data: AlertSchema, abilities: objectAbilitiesSchema('communication') });
export const AlertCommandReply = z.object({ data: AlertSchema, position: PositionSchema });
export const AlertListReply = z.object({ data: z.array(AlertSchema), meta: PageMetaSchema, abilities: objectAbilitiesSchema('communication') });
export const AlertDeleteReply = z.object({ data: z.object({ id: z.string() }), position: PositionSchema });
/** How many guests an audience holds now, leaving out suppressed addresses (`suppressed`: how many of them were left out). */
export const AudienceCountReply = z.object({ data: z.object({ count: z.number(), suppressed: z.number() }) });

/** One recipient's message as lists show it. */
export const OutboundMessageSchema = z.object({
  id: z.string(),
  alert_id: z.string().nullable(),
  alert_name: z.string().nullable().describe("The communication's name; for a guest's notification (alert_id null), what it is: 'Invitation', 'Host access'…"),
  attendee_id: z.string().nullable(),
  full_name: z.string().nullable(),
  email: z.string(),
  round: z.number(),
  status: MessageStatusSchema,
  status_label: z.string(),
  status_explanation: z.string(),
  status_description: z
    .string()
    .describe('What happened, in words: "Deferred by the recipient\'s server, retrying: 450 …", "Delayed: …", "Refused: 550 …", "Bounced: …".'),
  status_at: z.string(),
  detail: z.string().nullable(),
  code: z.string().nullable(),
  due_at: z.string(),
  sent_at: z.string().nullable(),
  opened_at: z.string().nullable(),
  clicked_at: z.string().nullable(),
});
export const OutboundMessageListReply = z.object({ data: z.array(OutboundMessageSchema), meta: PageMetaSchema });

/** One step of a message's timeline (the "outbound-message timeline" dialog). */
export const MessageTimelineEntrySchema = z.object({
  status: MessageStatusSchema,
  label: z.string(),
  explanation: z.string(),
  description: z.string().describe('What happened at this step, in words (see status_description).'),
  at: z.string(),
  detail: z.string().nullable(),
  code: z.string().nullable(),
  url: z.string().nullable(),
  retry_at: z.string().nullable(),
});
export const OutboundMessageReply = z.object({
  data: OutboundMessageSchema.extend({ subject: z.string().nullable(), timeline: z.array(MessageTimelineEntrySchema) }),
});

export const PreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string() })),
});
export const PreviewReply = z.object({ data: PreviewSchema });
export const TestSendReply = z.object({ data: z.object({ to: z.string(), accepted: z.boolean(), response: z.string() }) });

export const MergeTagSchema = z.object({ id: z.string(), label: z.string(), group: z.enum(['event', 'individual', 'link']), example: z.string() });
export const MergeTagListReply = z.object({ data: z.array(MergeTagSchema) });

// Templates.
export const TEMPLATE_NAME_MAX = 120;
export const CreateTemplateBody = z.object({
  name: safeText({ max: TEMPLATE_NAME_MAX }),
  notification_type: safeText({ max: 40 }).nullable().default(null),
  subject: safeText({ max: ALERT_SUBJECT_MAX }),
  body: safeText({ max: ALERT_BODY_MAX, multiline: true }),
  translations: MessageTranslationsBody.optional(),
  /** Make it the one the notification uses. */
  activate: z.boolean().default(false),
});
export const UpdateTemplateBody = CreateTemplateBody.partial().omit({ notification_type: true });
export const TemplateSchema = z.object({
  id: z.string(),
  event_uuid: z.string(),
  notification_type: z.string().nullable(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  translations: MessageTranslationsSchema,
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const TemplateReply = z.object({ data: TemplateSchema });
export const TemplateCommandReply = z.object({ data: TemplateSchema, position: PositionSchema });
/** A notification type with the template it uses now (null: the product's default) and that default. */
export const NotificationTemplateSchema = z.object({
  notification_type: z.string(),
  label: z.string(),
  active_template_id: z.string().nullable(),
  default_subject: z.string(),
  default_body: z.string(),
});
export const TemplateListReply = z.object({ data: z.array(TemplateSchema), notification_types: z.array(NotificationTemplateSchema) });

// SMTP configurations.
export const SmtpConfigurationBody = z.object({
  name: safeText({ max: 120 }),
  host: safeText({ max: 253 }),
  port: z.number().int().min(1).max(65535),
  security: z.enum(['tls', 'starttls', 'none']).default('starttls'),
  username: safeText({ max: 254 }).nullable().default(null),
  /** Absent or null on update: keep the saved one. An empty string removes it. */
  password: safeText({ max: 1000 }).nullable().optional(),
  from_email: safeText({ max: 254 }),
  from_name: safeText({ max: 120 }).nullable().default(null),
  reply_to: safeText({ max: 254 }).nullable().default(null),
  max_per_minute: z.number().int().min(1).max(100_000).default(600),
  /** POST only: send a test to this address through these settings instead of saving them. */
  test_recipient: safeText({ max: 254 }).nullable().optional(),
  /** POST with test_recipient only: the saved configuration being edited, whose password the test uses when none is given. */
  id: safeId().nullable().optional(),
  /** Use this configuration for the event's mail (POST and PUT). */
  use_for_event: z.boolean().optional(),
});
export const SmtpConfigurationSchema = z.object({
  id: z.string(),
  event_uuid: z.string(),
  name: z.string(),
  host: z.string(),
  port: z.number(),
  security: z.enum(['tls', 'starttls', 'none']),
  username: z.string().nullable(),
  has_password: z.boolean(),
  from_email: z.string(),
  from_name: z.string().nullable(),
  reply_to: z.string().nullable(),
  max_per_minute: z.number(),
  is_event_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const SmtpConfigurationReply = z.object({ data: SmtpConfigurationSchema, position: PositionSchema });
export const SmtpTestReply = z.object({ data: z.object({ test: z.literal(true), to: z.string(), accepted: z.boolean(), response: z.string() }) });
export const SmtpConfigurationListReply = z.object({ data: z.array(SmtpConfigurationSchema) });

/** The event's mail settings (smtp screen): which server, tracking switches, templates in use. */
export const CommunicationSettingsSchema = z.object({
  smtp_configuration_id: z.string().nullable(),
  is_open_tracking_enabled: z.boolean(),
  is_click_tracking_enabled: z.boolean(),
  active_notification_templates: z.record(z.string(), z.string()),
});
export const CommunicationSettingsBody = z.object({
  smtp_configuration_id: safeId().nullable().optional(),
  is_open_tracking_enabled: z.boolean().optional(),
  is_click_tracking_enabled: z.boolean().optional(),
  active_notification_templates: z.record(safeText({ max: 40 }), safeId().nullable()).optional(),
});
export const CommunicationSettingsReply = z.object({ data: CommunicationSettingsSchema });
export const CommunicationSettingsCommandReply = z.object({ data: CommunicationSettingsSchema, position: PositionSchema });

// The guest's side: unsubscribe and preferences (public, by a signed token).
export const PreferencesSchema = z.object({
  organisation_name: z.string().describe("The organisation's name, else the event's; empty when neither has one."),
  event_name: z.string().nullable(),
  email_hint: z.string().describe('The address, partly hidden (a•••@example.com).'),
  subscribed: z.boolean(),
  language: z.enum(GUEST_LANGUAGES).describe("The page's language: the guest's, else the event's, else the browser's (a choice on the page comes first)."),
});
export const PreferencesReply = z.object({ data: PreferencesSchema });
export const PreferencesBody = z.object({ subscribed: z.boolean() });
export const PreferencesCommandReply = z.object({ data: PreferencesSchema, position: PositionSchema });

// The tracking links of a sent message (public, by the message's signed token).
/** GET /m/:token/click: the link (`u`) and its signature over the message and the link (`s`). */
export const ClickQuery = z.object({ u: safeText({ max: 4096 }).describe('The link the message held.'), s: safeId(64).describe("The link's signature.") });
/** A refusal a person reads as a page in their browser, and a program that asks for JSON as the usual error body. */
function pageOrError(description: string) {
  return { content: { ...fileReply(description, ['text/html']).content, 'application/json': { schema: ErrorBodySchema } } };
}
/** GET /m/:token/click */
export const ClickReplies = {
  302: RedirectSchema,
  404: pageOrError('A page saying the link is not valid'),
  429: pageOrError('A page asking to try again in a minute'),
};
/** POST /m/:token/unsubscribe (RFC 8058): the form field a mail app's one-click unsubscribe posts. */
export const OneClickUnsubscribeBody = z.object({ 'List-Unsubscribe': z.literal('One-Click') });
export const OneClickUnsubscribeReply = z.object({ data: z.object({ subscribed: z.literal(false) }) });

// The organisation's suppression list: addresses later communications skip.
export const SUPPRESSION_REASONS = ['unsubscribed', 'bounced', 'complained', 'added_by_organiser'] as const;
export const SuppressionSchema = z.object({
  email: z.string().describe('The address, lower-cased.'),
  reason: z.enum(SUPPRESSION_REASONS),
  reason_label: z.string(),
  event_uuid: z.string().nullable().describe('The event whose message caused it, if one did.'),
  attendee_id: z.string().nullable(),
  message_id: z.string().nullable(),
  created_at: z.string(),
});
export const SuppressionListReply = z.object({ data: z.array(SuppressionSchema), meta: PageMetaSchema });
export const SuppressionBody = z.object({ email: safeText({ max: 254 }) });
export const SuppressionCommandReply = z.object({
  data: z.object({ email: z.string(), suppressed: z.boolean(), reason: z.enum(SUPPRESSION_REASONS).nullable() }),
  position: PositionSchema,
});
