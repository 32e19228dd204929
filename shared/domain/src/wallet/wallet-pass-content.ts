import { DateTime } from 'luxon';
import type { PassView } from '../passes/pass-view.ts';

/** What both wallets' passes are made of: the pass page's own view, plus what a wallet needs beyond it. */
export interface WalletPassContent {
  /** The pass token: the QR code's content, as on the pass page, and the pass's serial number. */
  token: string;
  event_uuid: string;
  view: PassView;
  /** The event's start and end as instants (UTC ISO), or null while the event has no date. */
  starts_at: string | null;
  ends_at: string | null;
  /** Whether the event has a start time (a date alone is a day-long event). */
  has_start_time: boolean;
  /** Who invites: the organisation's name, shown by Apple Wallet on the pass and its lock-screen notices. */
  organisation_name: string;
  /** The pass page the wallet's pass links back to. */
  pass_page_url: string;
  /** The pass settings' logo as a public address (Google fetches it), or null. */
  logo_url: string | null;
}

/** The guest's seat as one line ('Table 12, Seat 2'), or null when unseated or the event shows no seats. */
export function seatLineOf(view: PassView): string | null {
  return view.seat.length > 0 ? view.seat.map((part) => `${part.label} ${part.value}`).join(', ') : null;
}

/** The tickets past the guest's own (their plus-ones), one name a line. */
export function plusOneNamesOf(view: PassView): string[] {
  return view.tickets.filter((ticket) => !ticket.is_primary).map((ticket) => ticket.full_name);
}

/**
 * An instant as the wall-clock time of the event's zone, with its offset ('2026-12-05T19:00:00+01:00'):
 * a wallet shows it as the time at the venue, not on the phone's clock.
 */
export function inEventZone(instant: string, timezone: string): string {
  return DateTime.fromISO(instant, { zone: 'utc' }).setZone(timezone).toISO({ suppressMilliseconds: true })!;
}

/** '#2D4CD7' as 'rgb(45, 76, 215)', the form Apple's pass.json takes; an unreadable colour is null. */
export function rgbOf(hex: string | null | undefined): string | null {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex?.trim() ?? '');
  if (!match) return null;
  const [r, g, b] = match.slice(1).map((part) => Number.parseInt(part, 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** '#2d4cd7' as Google Wallet's hexBackgroundColor wants it ('#rrggbb'); an unreadable colour is null. */
export function hexOf(hex: string | null | undefined): string | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex?.trim() ?? '');
  return match ? `#${match[1]!.toLowerCase()}` : null;
}
