import { DateTime } from 'luxon';
import { hostAccessOpen } from './group-membership.ts';

/**
 * The host portal's rules that both sides share (spec section 6: "Hosts can
 * be limited to a group until host_access_till"). Who the host is and which
 * groups they may open is each side's policy (services/command and
 * services/query-api `host-portal/host-access.ts`); when their access is open
 * is decided here, once.
 */

/** How a host reaches the portal: their personal link (GO) or their Usher account (PRO). */
export type HostCredential = 'link' | 'account';

/** GO groups open with the host's link only, PRO groups with the host's account only. */
export function credentialOpensGroup(credential: HostCredential, experienceType: string): boolean {
  return credential === 'link' ? experienceType === 'go' : experienceType === 'pro';
}

export const HOST_ACCESS_ENDED = 'host_access_ended';

/** The wall-clock time now in the event's zone, in the deadline's stored form ('YYYY-MM-DD HH:MM:SS'). */
export function nowInEventZone(timezone: string, now: Date = new Date()): string {
  const zoned = DateTime.fromJSDate(now).setZone(timezone);
  return (zoned.isValid ? zoned : DateTime.fromJSDate(now).toUTC()).toFormat('yyyy-MM-dd HH:mm:ss');
}

/** 'December 5, 2026 at 7:30 PM', as the deadline reads on the event's wall clock. */
export function describeDeadline(deadline: string): string {
  const parsed = DateTime.fromFormat(deadline, 'yyyy-MM-dd HH:mm:ss', { locale: 'en-US' });
  return parsed.isValid ? `${parsed.toFormat('LLLL d, yyyy')} at ${parsed.toFormat('h:mm a')}` : deadline;
}

export interface HostAccess {
  /** True: the host may change their group; false: they can only look. */
  open: boolean;
  /** Why it is closed, for the read-only banner and the 403; null while open. */
  message: string | null;
}

/**
 * Open while the group is active and its deadline has not passed on the
 * event's clock. Once closed the host keeps seeing their guests (read-only).
 */
export function hostAccessOf(group: { is_active: boolean; host_access_till: string | null }, timezone: string, now: Date = new Date()): HostAccess {
  if (hostAccessOpen(group, nowInEventZone(timezone, now))) return { open: true, message: null };
  if (!group.is_active) return { open: false, message: 'The organiser has closed this group. You can still see your guests.' };
  return { open: false, message: `Your access to this group ended on ${describeDeadline(group.host_access_till!)}. You can still see your guests.` };
}
