import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addGuestCounts, noCounts, type CountedGuest, type StatusCounts } from '../src/guest-list/status-counts.ts';

const guest = fc.record({
  is_attending: fc.constantFrom(true, false, null),
  is_approved: fc.constantFrom(true, false, null),
  checked_in: fc.boolean(),
  is_invited: fc.boolean(),
  account_created_at: fc.constantFrom(null, '2026-01-01T00:00:00.000Z'),
  seat_id: fc.constantFrom(null, '0b6f4f4e-8d2a-4c3e-9a51-5b2f1c9e7d10'),
});

/** The stat bar's definition of each counter, spelled out once more. */
function expected(g: CountedGuest): StatusCounts {
  return {
    total: 1,
    rsvp_pending: g.is_attending === null ? 1 : 0,
    rsvp_yes: g.is_attending === true ? 1 : 0,
    rsvp_no: g.is_attending === false ? 1 : 0,
    approval_pending: g.is_approved === null ? 1 : 0,
    approval_yes: g.is_approved === true ? 1 : 0,
    approval_no: g.is_approved === false ? 1 : 0,
    checked_in: g.checked_in ? 1 : 0,
    invited: g.is_invited ? 1 : 0,
    rsvped: g.is_attending !== null ? 1 : 0,
    forfeited: g.is_attending === false || g.is_approved === false ? 1 : 0,
    accounts: g.account_created_at ? 1 : 0,
    seated: g.seat_id ? 1 : 0,
  };
}

describe('addGuestCounts', () => {
  it('adds exactly the counters a guest contributes', () => {
    fc.assert(
      fc.property(guest, (g) => {
        const deltas = new Map<string, StatusCounts>();
        addGuestCounts(deltas, 'e', g, 1);
        expect(deltas.get('e')).toEqual(expected(g));
      }),
    );
  });

  it('a change is the guest as it was taken away and as it is added: the delta is their difference', () => {
    fc.assert(
      fc.property(guest, guest, (before, after) => {
        const deltas = new Map<string, StatusCounts>();
        addGuestCounts(deltas, 'e', before, -1);
        addGuestCounts(deltas, 'e', after, 1);
        const [was, is] = [expected(before), expected(after)];
        const difference = Object.fromEntries(Object.keys(was).map((key) => [key, is[key as keyof StatusCounts] - was[key as keyof StatusCounts]]));
        expect(deltas.get('e')).toEqual(difference);
        expect(noCounts()).toEqual(Object.fromEntries(Object.keys(was).map((key) => [key, 0])));
      }),
    );
  });
});
