import { describe, expect, it } from 'vitest';
import { eventDecider, type EventState } from '@usher/domain/deciders/event-decider';
import { eventAsShown } from '../src/invitations/event-as-shown.ts';

// The event as a guest's RSVP and journey pages show it, kept per settings and language (issue 31): the same
// settings give the very same object, and any change of what it shows gives a fresh one.
function eventWith(settings: Partial<EventState['settings']>): EventState {
  const initial = eventDecider.initialState();
  return { ...initial, exists: true, uuid: 'e1', settings: { ...initial.settings, name: 'Harbour Gala', timezone: 'Europe/Berlin', ...settings } };
}

describe('eventAsShown', () => {
  it('writes the start in the event’s zone and keeps it for the next guest', () => {
    const gala = eventWith({ starts_date: '2099-06-01', starts_time: '19:00' });
    const shown = eventAsShown(gala, 'en');
    expect(shown.header).toMatchObject({ name: 'Harbour Gala', starts: '2099-06-01T19:00:00.000+02:00', timezone: 'Europe/Berlin' });
    expect(shown.header.when).toBe(shown.summary.when);
    expect(eventAsShown(eventWith({ starts_date: '2099-06-01', starts_time: '19:00' }), 'en')).toBe(shown);
  });

  it('shows a changed time, zone or language afresh', () => {
    const before = eventAsShown(eventWith({ starts_date: '2099-06-01', starts_time: '19:00' }), 'en');
    const later = eventAsShown(eventWith({ starts_date: '2099-06-01', starts_time: '20:30' }), 'en');
    expect(later).not.toBe(before);
    expect(later.header.starts).toBe('2099-06-01T20:30:00.000+02:00');
    const elsewhere = eventAsShown(eventWith({ starts_date: '2099-06-01', starts_time: '19:00', timezone: 'America/New_York' }), 'en');
    expect(elsewhere.header.starts).toBe('2099-06-01T19:00:00.000-04:00');
    expect(eventAsShown(eventWith({ starts_date: '2099-06-01', starts_time: '19:00' }), 'de')).not.toBe(before);
  });

  it('shows no start for an event without a date', () => {
    expect(eventAsShown(eventWith({ starts_date: null, starts_time: null }), 'en').header.starts).toBeNull();
  });
});
