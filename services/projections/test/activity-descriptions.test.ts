import { describe as suite, expect, it } from 'vitest';
import { describe } from '../src/activity-feed/activity-descriptions.ts';

// The activity feed speaks to people: a settings change reads as what was done, never as field names (issue 28, section 5).
suite('the feed line for changed event settings', () => {
  const line = (changes: object) => describe({ type: 'EventUpdated', data: { changes } } as never, 'Ada Lovelace', '');

  it('says a switch was turned on or off', () => {
    expect(line({ is_seating_enabled: true })).toBe('Ada Lovelace turned seating on');
    expect(line({ is_pass_enabled: false })).toBe('Ada Lovelace turned passes off');
  });

  it('lists several changes in words, once each', () => {
    expect(line({ name: 'Winter Gala', starts_date: '2027-01-02', starts_time: '19:00', is_rsvp: true })).toBe(
      'Ada Lovelace renamed the event to Winter Gala, changed the start and turned RSVP on',
    );
  });

  it('never shows a field name', () => {
    const every = {
      is_ended: true,
      seating_type: 'theatre',
      group_settings: {},
      enabled_ticket_transfer_type: 'all',
      ticket_transfers_require_approval: true,
      invites_enabled: false,
      form_name: 'x',
      pass_fields_visible_at: null,
      organizer_concierge_support_email: null,
    };
    expect(line(every)).not.toMatch(/_|\bis\b|enabled/);
  });
});

suite('the feed line for a ticket handed on', () => {
  const requested = { type: 'TicketTransferRequested', data: { to: { first_name: 'Grace', last_name: 'Hopper' } } } as never;

  it('says "their ticket" when the guest hands on their own', () => {
    expect(describe(requested, 'Ben Kim', 'Ben Kim')).toBe('Ben Kim offered their ticket to Grace Hopper');
  });

  it('names the holder when someone else asks', () => {
    expect(describe(requested, 'Gala Organiser', 'Ben Kim')).toBe('Gala Organiser asked to transfer the ticket of Ben Kim to Grace Hopper');
  });
});
