import type { EventPermissions } from './event-roles.ts';

/**
 * What each role sees of an event, in one place: the dashboard's tabs, its
 * guest-list parts, its counters and the reads its pages make all follow
 * this map, so a page never asks the server for what the role may not read
 * (which the server would refuse with 403).
 *
 * The server's rules (permissionsOf) stay the law; this map is how the
 * dashboard shows them. `view` reads everything of the event; door staff
 * (`check_in` without `view`) read the guest list, its counters and the
 * scanner's roster, and nothing else.
 */
export interface EventAreas {
  /** The guest table, its search and the check-in control. */
  guests: boolean;
  /** Everything else an organiser reads: tags, custom fields, saved tabs, column choices, groups, hosts, activity, team, audit, builder, settings. */
  details: boolean;
  /** Changing the event and its guests. */
  edit: boolean;
  /** The door scanner. */
  scanner: boolean;
  /** The counters above the guest list this role can use. */
  stats: readonly StatKey[];
  /** The guest list as it was at a past moment (time travel): the organiser's record, not the door's. */
  pastViews: boolean;
}

/** The guest-list counters (spec section 2, Stat filters), by their key in the stats reply. */
export const STAT_KEYS = [
  'total_individuals',
  'invited',
  'invitation_bounced',
  'rsvped',
  'rsvp_pending',
  'rsvp_yes',
  'rsvp_no',
  'waitlisted',
  'offered',
  'approval_pending',
  'approval_yes',
  'approval_no',
  'checked_in',
  'not_checked_in',
  'accounts',
  'no_accounts',
  'forfeited',
  'not_forfeited',
  'total_seats',
  'total_seated',
  'total_unseated',
] as const;

export type StatKey = (typeof STAT_KEYS)[number];

/** At the door: who is expected, who is in, who is still to come. RSVP, approval, accounts and seating are the organiser's. */
export const DOOR_STAT_KEYS: readonly StatKey[] = ['total_individuals', 'checked_in', 'not_checked_in'];

/**
 * The guest-list filters of the door, by their names in the list's `filter`
 * (read-models/src/guest-selection/guest-filters.ts): the same guests as the door's
 * counters. RSVP, approval and invitation filters answer the organiser's
 * questions, which door staff can neither see nor act on.
 */
export const DOOR_FILTERS: readonly string[] = ['all', 'checked_in', 'not_checked_in'];

/** Whether the role may filter the guest list by this filter (its name, an alias resolved): the server refuses the others. */
export function mayUseFilter(areas: Pick<EventAreas, 'details' | 'guests'>, filter: string): boolean {
  return areas.details || (areas.guests && DOOR_FILTERS.includes(filter));
}

export function eventAreasOf(permissions: EventPermissions): EventAreas {
  return {
    guests: permissions.view || permissions.check_in,
    details: permissions.view,
    edit: permissions.edit,
    scanner: permissions.check_in,
    stats: permissions.view ? STAT_KEYS : permissions.check_in ? DOOR_STAT_KEYS : [],
    pastViews: permissions.view,
  };
}

/** The event's sections (its tabs), each with the area that opens it. */
export type EventSection = 'guests' | 'groups' | 'hosts' | 'builder' | 'share' | 'audit' | 'reports' | 'scanner' | 'settings';

export function mayOpenSection(areas: EventAreas, section: EventSection): boolean {
  switch (section) {
    case 'guests':
      return areas.guests;
    case 'scanner':
      return areas.scanner;
    default:
      return areas.details;
  }
}

/** The event's screens by their path under /events/{uuid}/ (spec section 2), with the section each belongs to. */
const SECTION_OF_PATH: Record<string, EventSection> = {
  'guest-management': 'guests',
  'guest-management/groups': 'groups',
  'guest-management/hosts': 'hosts',
  'event-builder': 'builder',
  'floor-plan': 'builder',
  journeys: 'builder',
  share: 'share',
  communications: 'share',
  audit: 'audit',
  reports: 'reports',
  scanner: 'scanner',
  settings: 'settings',
};

/** The section of an event page ('guests' for the event's own index); null for a path of no event section. */
export function sectionOfPath(pathname: string): EventSection | null {
  const match = /^\/events\/[^/]+(?:\/(.*))?$/.exec(pathname.replace(/\/+$/, ''));
  if (!match) return null;
  const [first = '', second = ''] = (match[1] ?? '').split('/');
  if (!first) return 'guests';
  return SECTION_OF_PATH[`${first}/${second}`] ?? SECTION_OF_PATH[first] ?? null;
}
