import { describe, expect, it } from 'vitest';
import { checkInAlertText, partyOf, scannerGuestOf, seatLabelOf } from '../../src/presenters/scanner-guest.ts';

const row = {
  id: '00000000-0000-4000-8000-000000000001',
  full_name: 'John Smith',
  total_tickets: 3,
  parent_attendee_id: null,
  tags: ['t1', 'gone'],
  checkin_alert_users: null,
  section: null,
  table_no: null,
  seat_no: null,
  checked_in_at: null,
  checked_in_by: null,
  is_attending: null,
};

describe('the scanner guest presenter', () => {
  it('counts plus-ones from tickets, names tags and drops deleted ones', () => {
    const guest = scannerGuestOf(row, new Map([['t1', { id: 't1', name: 'VIP', color: 'red' }]]), new Map());
    expect(guest).toMatchObject({ name: 'John Smith', plus_ones: 2, tickets: 3, party_of: null, tags: ['VIP'], checkin_alert: null, seat: null });
  });

  it('says a guest who answered No declined', () => {
    expect(scannerGuestOf({ ...row, is_attending: false }, new Map(), new Map()).declined).toBe(true);
    expect(scannerGuestOf({ ...row, is_attending: true }, new Map(), new Map()).declined).toBe(false);
  });

  it('labels seats with the parts known', () => {
    expect(seatLabelOf({ section: null, table_no: '4', seat_no: '2' })).toBe('Table 4 · Seat 2');
    expect(seatLabelOf({ section: 'A', table_no: null, seat_no: null })).toBe('Section A');
    expect(seatLabelOf({ section: null, table_no: null, seat_no: null })).toBeNull();
  });

  it('turns a check-in alert into an instruction naming who to tell', () => {
    expect(
      checkInAlertText(
        ['u1', 'u2'],
        new Map([
          ['u1', 'Ana Ruiz'],
          ['u2', 'Bo Li'],
        ]),
      ),
    ).toBe('Check-in alert: let Ana Ruiz, Bo Li know this guest has arrived.');
    expect(checkInAlertText(['gone'], new Map())).toBe('Check-in alert: this guest is expected by the team.');
    expect(checkInAlertText([], new Map())).toBeNull();
  });

  it('lists a party main guest first, then the plus-ones by name, and nobody for a guest alone', () => {
    const main = { id: 'm', full_name: 'Zoe Main', parent_attendee_id: null, checked_in_at: '2099-06-01T19:00:00.000Z' };
    const plusOnes = [
      { id: 'b', full_name: 'Bea Plus', parent_attendee_id: 'm', checked_in_at: null },
      { id: 'a', full_name: 'Al Plus', parent_attendee_id: 'm', checked_in_at: null },
    ];
    expect(partyOf([...plusOnes, main]).map((member) => [member.name, member.is_main_guest, member.checked_in_at])).toEqual([
      ['Zoe Main', true, '2099-06-01T19:00:00.000Z'],
      ['Al Plus', false, null],
      ['Bea Plus', false, null],
    ]);
    expect(partyOf([main])).toEqual([]);
  });
});
