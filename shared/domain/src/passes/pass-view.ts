// What a pass shows, as one shape: the public pass API answers it and the pass settings screen
// builds one for its live preview, so both draw the same component from the same data.
import { FORGOTTEN_NAME } from '@usher/events';
import type { CustomField } from '../fields/custom-fields.ts';
import { summarizeEvent, type EventSummaryInput } from '../invitations/event-summary.ts';
import { guestWords } from '../i18n/guest-words.ts';
import type { GuestLanguage } from '../i18n/languages.ts';
import { customFieldIdOfPassField, PASS_GUEST_FIELDS, SEATING_FIELDS, type EventData } from './event-data.ts';
import type { PassSettings } from './pass-settings.ts';

export interface PassField {
  key: string;
  label: string;
  value: string;
}

export interface PassSeat {
  key: 'section' | 'row_no' | 'table_no' | 'seat_no';
  label: string;
  value: string;
}

export interface PassView {
  /** The language the pass's own words are in, for the page around it. */
  language: GuestLanguage;
  event: { name: string; when: string | null; where: string | null; timezone: string };
  guest: { full_name: string };
  /** The guest's own ticket first, then their plus-ones'. */
  tickets: { full_name: string; is_primary: boolean }[];
  /** Only the parts the event shows, and only when seated and the event shows seats. */
  seat: PassSeat[];
  fields_before_checkin: PassField[];
  fields_after_checkin: PassField[];
  checked_in: boolean;
  checked_in_at: string | null;
  /** 'Access Pass' or 'Ticket', from the event data's pass_type. */
  pass_title: string;
  pass_settings: PassSettings;
  info: Pick<EventData, 'attire' | 'wifi_network' | 'wifi_password' | 'website_name' | 'website_url' | 'check_in_enabled'>;
  hide_qr: boolean;
}

/** A guest as the pass reads them: the guest row's values, by pass field key. */
export interface PassGuest {
  full_name: string;
  is_forgotten: boolean;
  checked_in: boolean;
  checked_in_at: string | null;
  values: Record<string, unknown>;
  custom_fields: Record<string, unknown>;
  seat: Partial<Record<PassSeat['key'], string | null>>;
}

function passFieldLabel(key: string, customFields: readonly CustomField[]): string | null {
  const customId = customFieldIdOfPassField(key);
  if (customId) return customFields.find((field) => field.id.toLowerCase() === customId)?.label ?? null;
  return PASS_GUEST_FIELDS.find((field) => field.key === key)?.label ?? null;
}

function display(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(display).filter(Boolean).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return 'name' in value && typeof value.name === 'string' ? value.name : '';
  return String(value as string | number);
}

function fieldsOf(keys: readonly string[], guest: PassGuest, customFields: readonly CustomField[]): PassField[] {
  // A forgotten guest's values are personal data: the pass shows none of them.
  if (guest.is_forgotten) return [];
  return keys.flatMap((key) => {
    const label = passFieldLabel(key, customFields);
    const customId = customFieldIdOfPassField(key);
    const value = display(customId ? guest.custom_fields[customId] : guest.values[key]);
    return label && value !== '' ? [{ key, label, value }] : [];
  });
}

export interface PassViewInput {
  event: EventSummaryInput;
  pass_settings: PassSettings;
  event_data: EventData;
  custom_fields: readonly CustomField[];
  guest: PassGuest;
  plus_ones: { full_name: string; is_forgotten: boolean }[];
  /** The guest's language: the product's own words on the pass (its kind, the seat's parts, the date). */
  language?: GuestLanguage;
}

/**
 * The parts of the guest's seat the event shows (its pass's seating fields),
 * or none when the event does not show seats: the pass and the RSVP
 * confirmation show the same seat.
 */
export function passSeatOf(
  data: Pick<EventData, 'seating_assignment_pass_display_enabled' | 'enabled_seating_fields'>,
  seat: PassGuest['seat'],
  language: GuestLanguage = 'en',
): PassSeat[] {
  if (!data.seating_assignment_pass_display_enabled) return [];
  const t = guestWords(language);
  return SEATING_FIELDS.filter((field) => data.enabled_seating_fields.includes(field.key)).flatMap((field) => {
    const value = seat[field.key];
    return value ? [{ key: field.key, label: t(`seat.${field.key}`), value }] : [];
  });
}

export function passView(input: PassViewInput): PassView {
  const { event_data: data, guest } = input;
  const nameOf = (person: { full_name: string; is_forgotten: boolean }) => (person.is_forgotten ? FORGOTTEN_NAME : person.full_name);
  const language = input.language ?? 'en';
  const t = guestWords(language);
  const seat = passSeatOf(data, guest.seat, language);
  return {
    language,
    event: summarizeEvent(input.event, language),
    guest: { full_name: nameOf(guest) },
    tickets: [{ full_name: nameOf(guest), is_primary: true }, ...input.plus_ones.map((plusOne) => ({ full_name: nameOf(plusOne), is_primary: false }))],
    seat,
    fields_before_checkin: data.enabled_fields_before_checkin ? fieldsOf(data.fields_order_before_checkin, guest, input.custom_fields) : [],
    fields_after_checkin: fieldsOf(data.fields_order_after_checkin, guest, input.custom_fields),
    checked_in: guest.checked_in,
    checked_in_at: guest.checked_in_at,
    pass_title: t(data.pass_type === 'ticket' ? 'pass.typeTicket' : 'pass.typeAccess'),
    pass_settings: input.pass_settings,
    info: {
      attire: data.attire,
      wifi_network: data.wifi_network,
      wifi_password: data.wifi_password,
      website_name: data.website_name,
      website_url: data.website_url,
      check_in_enabled: data.check_in_enabled,
    },
    // Without check-in at the door there is nothing to scan.
    hide_qr: input.pass_settings.access.hide_qr || !data.check_in_enabled,
  };
}
