import { describe, expect, it } from 'vitest';
import { eventLandingPath } from '../../src/access/event-roles.ts';

describe('where an invited team member lands', () => {
  it('puts door staff on the scanner and everyone else on the guest list', () => {
    expect(eventLandingPath('e1', 'check_in')).toBe('/events/e1/scanner');
    expect(eventLandingPath('e1', 'check_in_with_floorplan')).toBe('/events/e1/scanner');
    expect(eventLandingPath('e1', 'editor')).toBe('/events/e1/guest-management');
    expect(eventLandingPath('e1', 'viewer')).toBe('/events/e1/guest-management');
  });
});
