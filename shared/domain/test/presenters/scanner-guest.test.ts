import { describe, expect, it } from 'vitest';
import { checkInAlertText, scannerGuestOf, seatLabelOf } from '../../src/presenters/scanner-guest.ts';

const row = {
  id: '00000000-0000-4000-8000-000000000001',
  full_name: 'John Smith',
  total_tickets: 3,
  tags: ['t1', 'gone'],
  checkin_alert_users: null,
  section: null,
  table_no: null,
  seat_no: null,
  checked_in_at: null,
  checked_in_by: null,
};

describe('the scanner guest presenter', () => {
  it('counts plus-ones from tickets, names tags and drops deleted ones', () => {
    const guest = scannerGuestOf(row, new Map([['t1', { id: 't1', name: 'VIP', color: 'red' }]]), new Map());
    expect(guest).toMatchObject({ name: 'John Smith', plus_ones: 2, tickets: 3, tags: ['VIP'], checkin_alert: null, seat: null });
  });

  it('labels seats with the parts known', () => {
    expect(seatLabelOf({ section: null, table_no: '4', seat_no: '2' })).toBe('Table 4 · Seat 2');
    expect(seatLabelOf({ section: 'A', table_no: null, seat_no: null })).toBe('Section A');
    expect(seatLabelOf({ section: null, table_no: null, seat_no: null })).toBeNull();
  });

  it('turns a check-in alert into an instruction naming who to tell', () => {
    expect(checkInAlertText(['u1', 'u2'], new Map([['u1', 'Ana Ruiz'], ['u2', 'Bo Li']]))).toBe('Check-in alert: let Ana Ruiz, Bo Li know this guest has arrived.');
    expect(checkInAlertText(['gone'], new Map())).toBe('Check-in alert: this guest is expected by the team.');
    expect(checkInAlertText([], new Map())).toBeNull();
  });
});
