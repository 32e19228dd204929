import { describe, expect, it } from 'vitest';
import { credentialOpensGroup, describeDeadline, hostAccessOf, nowInEventZone } from '../../src/host-groups/host-portal-access.ts';

const group = { is_active: true, host_access_till: '2026-06-01 10:00:00' };

describe('host access window', () => {
  it("reads the deadline on the event's clock, not the server's", () => {
    // Brussels is UTC+2 in June: 07:59 UTC is 09:59 there, 08:00 UTC is 10:00.
    expect(nowInEventZone('Europe/Brussels', new Date('2026-06-01T07:59:00Z'))).toBe('2026-06-01 09:59:00');
    expect(hostAccessOf(group, 'Europe/Brussels', new Date('2026-06-01T07:59:59Z'))).toEqual({ open: true, message: null });
    expect(hostAccessOf(group, 'Europe/Brussels', new Date('2026-06-01T08:00:00Z'))).toEqual({
      open: false,
      message: 'Your access to this group ended on June 1, 2026 at 10:00 AM. You can still see your guests.',
    });
    // The same instant is still before 10:00 in New York.
    expect(hostAccessOf(group, 'America/New_York', new Date('2026-06-01T08:00:00Z')).open).toBe(true);
  });

  it('has no end without a deadline, and is closed while the group is switched off', () => {
    expect(hostAccessOf({ is_active: true, host_access_till: null }, 'UTC').open).toBe(true);
    const closed = hostAccessOf({ is_active: false, host_access_till: null }, 'UTC');
    expect(closed.open).toBe(false);
    expect(closed.message).toContain('You can still see your guests.');
  });

  it('falls back to UTC for an unknown zone and formats the deadline for people', () => {
    expect(nowInEventZone('Not/AZone', new Date('2026-06-01T08:00:00Z'))).toBe('2026-06-01 08:00:00');
    expect(describeDeadline('2026-12-05 19:30:00')).toBe('December 5, 2026 at 7:30 PM');
  });

  it('opens GO groups by link and PRO groups by account, never the other way round', () => {
    expect(credentialOpensGroup('link', 'go')).toBe(true);
    expect(credentialOpensGroup('link', 'pro')).toBe(false);
    expect(credentialOpensGroup('account', 'pro')).toBe(true);
    expect(credentialOpensGroup('account', 'go')).toBe(false);
  });
});
