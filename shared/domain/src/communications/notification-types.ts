/**
 * The notifications the product sends for an event, each with an editable
 * template (spec section 3: active_notification_templates keyed by
 * notification_type). Without an active template a notification uses the
 * default below. Bodies are the editor's HTML: merge tags are mention spans,
 * a button is a link with `data-button`.
 */
export const NOTIFICATION_TYPES = ['invitation', 'reminder', 'pass', 'check_in_alert', 'host_group_access', 'group_ticket'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  invitation: 'Invitation',
  reminder: 'Reminder',
  pass: 'Pass',
  check_in_alert: 'Check-in alert',
  host_group_access: 'Host-group access',
  group_ticket: 'Ticket from a host group',
};

const tag = (id: string, label: string) => `<span data-type="mention" data-id="${id}" data-label="${label}">@${label}</span>`;
const button = (href: string, text: string) => `<p><a data-button="true" href="${href}">${text}</a></p>`;

export interface TemplateContent {
  subject: string;
  body: string;
}

/** The product's words for each notification, which "reset to default" puts back. */
export const DEFAULT_TEMPLATES: Record<NotificationType, TemplateContent> = {
  invitation: {
    subject: 'You are invited to {event.name}',
    body: `<p>Hello ${tag('guest.first_name', 'First name')},</p><p>You are invited to ${tag('event.name', 'Event name')} on ${tag('event.start_date', 'Start date')} at ${tag('event.start_time', 'Start time')} (${tag('event.timezone', 'Time zone')}), ${tag('event.location', 'Event location')}.</p>${button('{link.event}', 'Let us know if you can come')}`,
  },
  reminder: {
    subject: 'Reminder: {event.name} is coming up',
    body: `<p>Hello ${tag('guest.first_name', 'First name')},</p><p>A reminder that ${tag('event.name', 'Event name')} starts on ${tag('event.start_date', 'Start date')} at ${tag('event.start_time', 'Start time')} (${tag('event.timezone', 'Time zone')}), ${tag('event.location', 'Event location')}.</p>${button('{link.pass}', 'Show my pass')}`,
  },
  pass: {
    subject: 'Your pass for {event.name}',
    body: `<p>Hello ${tag('guest.first_name', 'First name')},</p><p>Here is your pass for ${tag('event.name', 'Event name')}. Show it at the door.</p>${button('{link.pass}', 'Open my pass')}`,
  },
  check_in_alert: {
    subject: '{guest.first_name} {guest.last_name} arrived at {event.name}',
    body: `<p>${tag('guest.first_name', 'First name')} ${tag('guest.last_name', 'Last name')} has checked in at ${tag('event.name', 'Event name')}.</p>`,
  },
  host_group_access: {
    subject: 'Your guests for {event.name}',
    body: `<p>Hello ${tag('guest.first_name', 'First name')},</p><p>You can now manage your group's guests for ${tag('event.name', 'Event name')}.</p>${button('{link.pro_authentication}', 'Manage my guests')}`,
  },
  group_ticket: {
    subject: 'Your ticket for {event.name}',
    body: `<p>Hello ${tag('guest.first_name', 'First name')},</p><p>Your ticket for ${tag('event.name', 'Event name')} is ready.</p>${button('{link.public_pass}', 'Open my ticket')}`,
  },
};

/**
 * Subjects are plain text: a merge tag there is written `{guest.first_name}`
 * (the editor's subject field inserts this form when @ is typed).
 */
export const SUBJECT_TAG_PATTERN = /\{([a-z_]+\.[a-z_]+)\}/g;
