import { z } from 'zod';
import type { TagView } from './tag-fields.ts';

/**
 * A guest as the door scanner shows them: the result card of a scan and one
 * row of the offline roster. Compact on purpose: the roster of a 100,000-guest
 * event is held in the browser.
 */
export const ScannerGuestView = z.object({
  id: z.string(),
  name: z.string(),
  plus_ones: z.number().int().describe('Guests they bring (their tickets minus their own).'),
  tickets: z.number().int(),
  party_of: z
    .string()
    .nullable()
    .describe('The main guest whose plus-one this guest is; null for a main guest. Lets the scanner find a party in its offline roster.'),
  tags: z.array(z.string()).describe('Tag names.'),
  checkin_alert: z.string().nullable().describe('What door staff should do on arrival, when someone set a check-in alert for the guest.'),
  seat: z.string().nullable().describe("'Section A · Table 4 · Seat 2', or null when unseated."),
  checked_in_at: z.string().nullable(),
  checked_in_by: z.string().nullable().describe("The check-in's actor (a team member's name, or an API token's)."),
  declined: z.boolean().describe('The guest answered No to the invitation (RSVP No): the door says so instead of a plain welcome.'),
});

export type ScannerGuest = z.infer<typeof ScannerGuestView>;

/** One person of a scanned pass's party (the main guest and their plus-ones), as the door admits them. */
export const PartyMemberView = z.object({
  id: z.string(),
  name: z.string(),
  is_main_guest: z.boolean(),
  checked_in_at: z.string().nullable(),
});

export type PartyMember = z.infer<typeof PartyMemberView>;

/** A scan's answer: the guest's card and everyone of their party (empty for a guest who came alone). */
export const ScannedGuestView = ScannerGuestView.extend({
  party: z.array(PartyMemberView).describe('The main guest first, then the plus-ones; empty when the guest has no party.'),
});

export type ScannedGuest = z.infer<typeof ScannedGuestView>;

/** The guest-list columns a scanner guest is made from (rm_attendees). */
export interface ScannerGuestRow {
  id: string;
  full_name: string;
  total_tickets: number;
  parent_attendee_id: string | null;
  tags: readonly string[];
  checkin_alert_users: readonly string[] | null;
  section: string | null;
  table_no: string | null;
  seat_no: string | null;
  row_no?: string | null;
  table_label?: string | null;
  checked_in_at: Date | string | null;
  checked_in_by: string | null;
  is_attending: boolean | null;
}

/** The seat in one line ('Table 4 (Sponsors) · Seat 2', 'Section A · Row C · Seat 9'): the door, the host portal, a table owner. */
export function seatLabelOf(
  row: Pick<ScannerGuestRow, 'section' | 'table_no' | 'seat_no'> & { row_no?: string | null; table_label?: string | null },
): string | null {
  const table = row.table_no && `Table ${row.table_no}${row.table_label ? ` (${row.table_label})` : ''}`;
  const parts = [row.section && `Section ${row.section}`, row.row_no && `Row ${row.row_no}`, table, row.seat_no && `Seat ${row.seat_no}`].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * A check-in alert names the people to tell when the guest arrives (spec:
 * "set a check-in alert"); the scanner turns it into an instruction.
 */
export function checkInAlertText(userIds: readonly string[] | null, userNames: ReadonlyMap<string, string>): string | null {
  if (!userIds || userIds.length === 0) return null;
  const names = userIds.map((id) => userNames.get(id)).filter((name): name is string => !!name);
  return names.length > 0 ? `Check-in alert: let ${names.join(', ')} know this guest has arrived.` : 'Check-in alert: this guest is expected by the team.';
}

export function scannerGuestOf(row: ScannerGuestRow, tags: ReadonlyMap<string, TagView>, userNames: ReadonlyMap<string, string>): ScannerGuest {
  const tickets = Math.max(1, row.total_tickets);
  return {
    id: row.id,
    name: row.full_name,
    plus_ones: tickets - 1,
    tickets,
    party_of: row.parent_attendee_id,
    tags: row.tags.map((id) => tags.get(id)?.name).filter((name): name is string => !!name),
    checkin_alert: checkInAlertText(row.checkin_alert_users, userNames),
    seat: seatLabelOf(row),
    checked_in_at: row.checked_in_at ? new Date(row.checked_in_at).toISOString() : null,
    checked_in_by: row.checked_in_by,
    declined: row.is_attending === false,
  };
}

/** The user ids a set of rows' check-in alerts name, to look their names up once. */
export function alertUserIdsOf(rows: readonly Pick<ScannerGuestRow, 'checkin_alert_users'>[]): string[] {
  return [...new Set(rows.flatMap((row) => row.checkin_alert_users ?? []))];
}

/** A row of a party as the guest list holds it. */
export interface PartyRow {
  id: string;
  full_name: string;
  parent_attendee_id: string | null;
  checked_in_at: Date | string | null;
}

/**
 * The party of a pass: its main guest first, then the plus-ones by name.
 * Empty when there is nobody but the main guest: a guest who came alone has
 * nobody else to admit.
 */
export function partyOf(rows: readonly PartyRow[]): PartyMember[] {
  if (rows.length < 2) return [];
  const members = rows.map((row) => ({
    id: row.id,
    name: row.full_name,
    is_main_guest: row.parent_attendee_id === null,
    checked_in_at: row.checked_in_at ? new Date(row.checked_in_at).toISOString() : null,
  }));
  return members.sort((a, b) => Number(b.is_main_guest) - Number(a.is_main_guest) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}
