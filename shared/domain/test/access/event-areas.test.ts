import { describe, expect, it } from 'vitest';
import {
  DOOR_FILTERS,
  DOOR_STAT_KEYS,
  STAT_KEYS,
  eventAreasOf,
  mayOpenSection,
  mayUseFilter,
  sectionOfPath,
  type EventSection,
} from '../../src/access/event-areas.ts';
import { EVENT_ROLES, permissionsOf } from '../../src/access/event-roles.ts';
import { AttendeeStatsSchema } from '../../src/contract/attendees.ts';

const SECTIONS: EventSection[] = ['guests', 'groups', 'hosts', 'builder', 'share', 'audit', 'scanner', 'settings'];

describe('what each role sees of an event', () => {
  it('opens every section to editors and viewers, the guests and the door to door staff, nothing to the inactive', () => {
    const open = Object.fromEntries(
      EVENT_ROLES.map((role) => [role, SECTIONS.filter((section) => mayOpenSection(eventAreasOf(permissionsOf(role)), section))]),
    );
    expect(open).toEqual({
      editor: SECTIONS,
      viewer: ['guests', 'groups', 'hosts', 'builder', 'share', 'audit', 'settings'],
      check_in: ['guests', 'scanner'],
      check_in_with_floorplan: ['guests', 'scanner'],
      inactive: [],
    });
  });

  it('shows door staff only the counters of the door, and organisers all of them', () => {
    expect(eventAreasOf(permissionsOf('check_in')).stats).toEqual(['total_individuals', 'checked_in', 'not_checked_in']);
    expect(eventAreasOf(permissionsOf('viewer')).stats).toEqual(STAT_KEYS);
    expect(eventAreasOf(permissionsOf('inactive')).stats).toEqual([]);
  });

  it('names every counter the stats reply has, and only those', () => {
    expect([...STAT_KEYS].sort()).toEqual(Object.keys(AttendeeStatsSchema.shape).sort());
    for (const key of DOOR_STAT_KEYS) expect(STAT_KEYS).toContain(key);
  });

  it('names the section of each event screen', () => {
    const e = '/events/0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(sectionOfPath(e)).toBe('guests');
    expect(sectionOfPath(`${e}/guest-management`)).toBe('guests');
    expect(sectionOfPath(`${e}/guest-management/groups`)).toBe('groups');
    expect(sectionOfPath(`${e}/guest-management/hosts/`)).toBe('hosts');
    expect(sectionOfPath(`${e}/event-builder/pass`)).toBe('builder');
    expect(sectionOfPath(`${e}/settings/tags`)).toBe('settings');
    expect(sectionOfPath(`${e}/share`)).toBe('share');
    expect(sectionOfPath(`${e}/communications/0f8fad5b-d9cb-469f-a165-70867728950f`)).toBe('share');
    expect(sectionOfPath(`${e}/audit`)).toBe('audit');
    expect(sectionOfPath(`${e}/scanner`)).toBe('scanner');
    // Journeys are built by those who run the event: door staff typing the address are sent on, like from any builder page.
    expect(sectionOfPath(`${e}/journeys`)).toBe('builder');
    expect(sectionOfPath(`${e}/journeys/0f8fad5b-d9cb-469f-a165-70867728950f`)).toBe('builder');
    expect(sectionOfPath('/account/profile')).toBeNull();
  });

  it('lets door staff filter the guests by check-in alone, and leaves time travel to those who view the event', () => {
    const door = eventAreasOf(permissionsOf('check_in'));
    const some = [
      'all',
      'checked_in',
      'not_checked_in',
      'rsvp_yes',
      'rsvp_pending',
      'approval_pending',
      'invited',
      'not_invited',
      'invitation_bounced',
      'invitation_deferred',
    ];
    expect(some.filter((filter) => mayUseFilter(door, filter))).toEqual(DOOR_FILTERS);
    expect(some.every((filter) => mayUseFilter(eventAreasOf(permissionsOf('viewer')), filter))).toBe(true);
    expect(mayUseFilter(eventAreasOf(permissionsOf('inactive')), 'all')).toBe(false);
    expect(Object.fromEntries(EVENT_ROLES.map((role) => [role, eventAreasOf(permissionsOf(role)).pastViews]))).toEqual({
      editor: true,
      viewer: true,
      check_in: false,
      check_in_with_floorplan: false,
      inactive: false,
    });
  });
});
