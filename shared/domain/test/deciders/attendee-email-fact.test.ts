import { describe, expect, it } from 'vitest';
import { withPersonalDataForgotten, type DomainEvent } from '@usher/events';
import { attendeeDecider } from '../../src/deciders/attendee-decider.ts';
import { fold } from '../../src/deciders/decider.ts';
import { emailUnknown, hasEmail } from '../../src/deciders/invitation-rules.ts';

// Whether a guest has an email, folded from events read whole or with their personal fields withheld.
const GUEST = '0190a0b0-0000-7000-8000-000000000001';
const EVENT = '0190a0b0-0000-7000-8000-0000000000e1';

const added = (email: string | null, fact?: boolean): DomainEvent =>
  ({
    type: 'AttendeeAdded',
    data: {
      attendee_id: GUEST,
      event_uuid: EVENT,
      first_name: 'Ana',
      last_name: 'Ruiz',
      email,
      phone_number: null,
      parent_attendee_id: null,
      is_approved: true,
      is_attending: null,
      ...(fact === undefined ? {} : { has_email: fact }),
    },
  }) as DomainEvent;
const emailChanged = (email: string | null, fact?: boolean): DomainEvent =>
  ({
    type: 'AttendeeDetailsChanged',
    data: { changes: { email }, previous: { email: 'before@example.org' }, ...(fact === undefined ? {} : { has_email: fact }) },
  }) as DomainEvent;
const renamed: DomainEvent = { type: 'AttendeeDetailsChanged', data: { changes: { first_name: 'Anna' }, previous: { first_name: 'Ana' } } };
const forgotten: DomainEvent = { type: 'AttendeeForgotten', data: { event_uuid: EVENT, forgotten_at: '2026-01-01T00:00:00.000Z' } };

/** As a bulk command reads them: the sealed fields at their forgotten values. */
const withheld = (events: DomainEvent[]) =>
  events.map((e) => ({ ...e, data: withPersonalDataForgotten(e.type, e.data as Record<string, unknown>) }) as DomainEvent);
const whole = (events: DomainEvent[]) => fold(attendeeDecider, events);
const sealed = (events: DomainEvent[]) => fold(attendeeDecider, withheld(events));

describe("a guest's email fact", () => {
  it('reads the same whole or withheld when the events record it', () => {
    for (const events of [
      [added('ana@example.org', true)],
      [added(null, false), emailChanged('ana@example.org', true), renamed],
      [added('a@example.org', true), emailChanged(null, false)],
    ]) {
      expect(sealed(events).has_email).toBe(whole(events).has_email);
      expect(emailUnknown(sealed(events))).toBe(false);
    }
    expect(hasEmail(sealed([added(null, false), emailChanged('ana@example.org', true), renamed]))).toBe(true);
    expect(hasEmail(sealed([added('a@example.org', true), emailChanged(null, false)]))).toBe(false);
  });

  it('is unknown withheld for events from before it was recorded, and read from the address whole', () => {
    expect(emailUnknown(sealed([added('ana@example.org')]))).toBe(true);
    expect(emailUnknown(sealed([added(null), emailChanged('ana@example.org')]))).toBe(true);
    expect(hasEmail(whole([added('ana@example.org')]))).toBe(true);
    expect(hasEmail(whole([added('ana@example.org'), emailChanged(null)]))).toBe(false);
    expect(hasEmail(whole([added(null), emailChanged('ana@example.org'), renamed]))).toBe(true);
  });

  it('is no once the guest is forgotten', () => {
    expect(hasEmail(sealed([added('ana@example.org', true), forgotten]))).toBe(false);
    expect(emailUnknown(sealed([added('ana@example.org'), forgotten]))).toBe(false);
  });
});
