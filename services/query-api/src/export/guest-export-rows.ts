import { DateTime } from 'luxon';
import type { AttendeeShape } from '@usher/domain/presenters/attendee-shape';
import { seatCells, seatHeaders, type GuestSeat, type SeatingLayout } from '@usher/domain/guest-export/seat-columns';
import { invitationStatusOf } from '@usher/domain/communications/invitation-status';
import type { DeliveryState } from '@usher/domain/communications/delivery-words';
import { LANGUAGE_NAMES_IN_ENGLISH, normalizeLanguage } from '@usher/domain/i18n/languages';
import { minuteStampsIn } from '@usher/domain/format/zone-stamps';

/** A guest as the export reads them: the guest's shape, and what became of their latest invitation (its outbound message). */
export type ExportGuest = AttendeeShape & { invitation_delivery: DeliveryState | null };

export type When = (iso: string | null) => string | null;

const triState = (value: boolean | null, yes: string, no: string) => (value === null ? 'Pending' : value ? yes : no);

/**
 * The guest table's columns, labelled as people read them, in export order.
 * A time column says its zone in its header ('Checked In At
 * (America/New_York)'), so the plain 'yyyy-MM-dd HH:mm' values below it still
 * sort and read as dates in a spreadsheet.
 */
const COLUMNS: [label: string, value: (guest: ExportGuest, when: When) => unknown, zoned?: 'zoned'][] = [
  ['First Name', (g) => g.first_name],
  ['Last Name', (g) => g.last_name],
  ['Email', (g) => g.email],
  ['Phone', (g) => g.phone_number],
  ['Guest Of', (g) => g.guest_of],
  ['Total Tickets', (g) => g.total_tickets],
  ['Ticket Variation', (g) => g.ticket_variation?.name ?? null],
  ['Reference', (g) => g.reference],
  ['Tags', (g) => g.tags],
  // Named as the upload reads it back ('German'); empty: the event's language.
  [
    'Language',
    (g) => {
      const code = normalizeLanguage(g.language);
      return code ? LANGUAGE_NAMES_IN_ENGLISH[code] : null;
    },
  ],
  ['RSVP', (g) => triState(g.is_attending, 'Yes', 'No')],
  ['Approval', (g) => triState(g.is_approved, 'Approved', 'Rejected')],
  ['Checked In', (g) => g.checked_in],
  ['Checked In At', (g, when) => when(g.checked_in_at), 'zoned'],
  ['Invited At', (g, when) => when(g.invitation_sent_at), 'zoned'],
  // The guest table's Invitation Status, in its words ("Not sent", "Delivered", "Bounced"…).
  ['Invitation Status', (g) => invitationStatusOf(g.invitation_delivery, g.invitation_sent_at).label],
  ['Link Clicked At', (g, when) => when(g.link_clicked_at), 'zoned'],
  ["RSVP'd At", (g, when) => when(g.rsvped_at), 'zoned'],
  ['Added At', (g, when) => when(g.created_at), 'zoned'],
];

const headerOf = (label: string, zoned: 'zoned' | undefined, timezone: string) => (zoned ? `${label} (${timezone})` : label);

/** The seating columns stand where the guest table has them: after the ticket, before the reference. */
const SEATS_AFTER = COLUMNS.findIndex(([label]) => label === 'Ticket Variation') + 1;

/**
 * How the export is laid out: `guests` is the guest table (seating columns in
 * their place when seating is on); `seat_list` leads every row with the seat.
 */
export interface ExportLayout {
  timezone: string;
  /** The time cells' text in that zone (exportTimes). */
  times: When;
  seating: SeatingLayout;
  seatsFirst: boolean;
}

/** The headers of an export, in column order. */
export function exportHeaders(layout: ExportLayout): string[] {
  const guest = COLUMNS.map(([label, , zoned]) => headerOf(label, zoned, layout.timezone));
  const seats = seatHeaders(layout.seating);
  return layout.seatsFirst ? [...seats, ...guest] : [...guest.slice(0, SEATS_AFTER), ...seats, ...guest.slice(SEATS_AFTER)];
}

/** 'yyyy-MM-dd HH:mm' in the export's zone, made once per export (its offsets kept as it goes): quick for the instants the read models hold, luxon for anything else. */
export function exportTimes(timezone: string): When {
  const stamps = minuteStampsIn(timezone);
  const luxon = (iso: string) => DateTime.fromISO(iso, { zone: timezone }).toFormat('yyyy-MM-dd HH:mm');
  return (iso) => (iso ? (stamps?.(iso) ?? luxon(iso)) : null);
}

/** A guest as one row of the export, times in the event's own time zone. */
export function exportRow(guest: ExportGuest, seat: GuestSeat, layout: ExportLayout): Record<string, unknown> {
  const cells = COLUMNS.map(([label, value, zoned]): [string, unknown] => [headerOf(label, zoned, layout.timezone), value(guest, layout.times)]);
  const seats = Object.entries(seatCells(layout.seating, seat));
  // Key order is column order (toCsv and the XLSX writer read the first row's keys).
  return Object.fromEntries(layout.seatsFirst ? [...seats, ...cells] : [...cells.slice(0, SEATS_AFTER), ...seats, ...cells.slice(SEATS_AFTER)]);
}
