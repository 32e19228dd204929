import type { DomainEventOf } from '@usher/events';
import { LANGUAGE_NAMES_IN_ENGLISH } from '@usher/domain/i18n/languages';

type SettingsChanges = DomainEventOf<'EventUpdated'>['data']['changes'];
type Key = keyof SettingsChanges;

/** What a switch turns on or off, in the words of the screen that holds it. */
const SWITCHES: Partial<Record<Key, string>> = {
  is_rsvp: 'RSVP',
  is_seating_enabled: 'seating',
  is_pass_enabled: 'passes',
  is_ticket_transfers_enabled: 'ticket transfers',
  ticket_transfers_require_approval: 'approval of ticket transfers',
  is_concierge_support_enabled: 'guest questions',
  is_organizer_concierge_support_enabled: 'questions to the organiser',
  is_form_enabled: 'the registration form',
  is_custom_fields_enabled: 'custom fields',
  invites_enabled: 'invitations',
};

/** Settings that carry a value: what changed, said as a person would say it. */
function valueWords(key: Key, changes: SettingsChanges): string | null {
  switch (key) {
    case 'name':
      return `renamed the event to ${changes.name}`;
    case 'purpose':
      return 'changed the purpose';
    case 'starts_date':
    case 'starts_time':
      return 'changed the start';
    case 'end_date':
    case 'end_time':
      return 'changed the end';
    case 'timezone':
      return `changed the time zone to ${changes.timezone}`;
    case 'pass_fields_visible_at':
      return 'changed when pass details show';
    case 'is_ended':
      return changes.is_ended ? 'ended the event' : 'reopened the event';
    case 'seating_type':
      return changes.seating_type === 'theatre' ? 'switched seating to theatre rows' : 'switched seating to tables';
    case 'enabled_ticket_transfer_type':
      return 'changed which ticket transfers are allowed';
    case 'organizer_concierge_support_email':
      return 'changed the support email';
    case 'default_language':
      return changes.default_language
        ? `set the guests' language to ${LANGUAGE_NAMES_IN_ENGLISH[changes.default_language]}`
        : "set the guests' language to their browser's";
    case 'form_name':
      return 'renamed the registration form';
    case 'group_settings':
      return 'changed the host group settings';
    default:
      return null;
  }
}

/** "a", "a and b", "a, b and c". */
function listed(phrases: string[]): string {
  if (phrases.length < 2) return phrases.join('');
  return `${phrases.slice(0, -1).join(', ')} and ${phrases.at(-1)}`;
}

/**
 * The feed's line for changed event settings: "Ada turned seating on and changed the start",
 * never the settings' field names (issue 28, section 5).
 */
export function describeSettingsChanges(changes: SettingsChanges, actor: string): string {
  const phrases = new Set<string>();
  for (const key of Object.keys(changes) as Key[]) {
    const switched = SWITCHES[key];
    const phrase = switched !== undefined ? `turned ${switched} ${changes[key] ? 'on' : 'off'}` : valueWords(key, changes);
    if (phrase) phrases.add(phrase);
  }
  return phrases.size > 0 ? `${actor} ${listed([...phrases])}` : `${actor} changed the event settings`;
}
