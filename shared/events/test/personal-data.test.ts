import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CARRIES_NO_GUEST_DATA, eventCatalogue, personalDataRules, withPersonalDataForgotten } from '../src/index.ts';

// Field names that usually mean somebody's personal data.
const LOOKS_PERSONAL = /name|email|phone|message|values|changes|previous|note/;
// An id names nothing personal (previous_seat_id is the seat a guest left).
const IS_ID = /_id$/;
// Yes-or-no facts that name no value of the person's: whether the guest has an email (a bulk invitation decides on it unsealed).
const PLAIN_FACTS = ['has_email'];

describe('the personal-data declaration (erasure)', () => {
  it('classifies every event type of the catalogue: personal fields declared, or checked to carry none', () => {
    const unclassified = Object.keys(eventCatalogue).filter((type) => !personalDataRules[type] && !CARRIES_NO_GUEST_DATA.includes(type));
    expect(unclassified).toEqual([]);
  });

  it('declares only fields the event really has', () => {
    for (const [type, rule] of Object.entries(personalDataRules)) {
      const schema = eventCatalogue[type as keyof typeof eventCatalogue].schema as z.ZodObject;
      for (const field of Object.keys(rule.fields)) expect(Object.keys(schema.shape), `${type}.${field}`).toContain(field);
    }
  });

  it('leaves no personal-looking field of an attendee event undeclared', () => {
    for (const [type, entry] of Object.entries(eventCatalogue)) {
      if (entry.stream !== 'attendee') continue;
      const declared = Object.keys(personalDataRules[type]?.fields ?? {});
      const shape = Object.keys((entry.schema as z.ZodObject).shape);
      expect(
        shape.filter((field) => LOOKS_PERSONAL.test(field) && !IS_ID.test(field) && !PLAIN_FACTS.includes(field) && !declared.includes(field)),
        type,
      ).toEqual([]);
    }
  });

  it('reads a forgotten guest with their personal fields at the forgotten values and the rest as recorded', () => {
    const data = { attendee_id: 'a', event_uuid: 'e', is_attending: true, $pii: { k: 'a', c: 'sealed' } };
    expect(withPersonalDataForgotten('AttendeeAdded', data)).toEqual({
      attendee_id: 'a',
      event_uuid: 'e',
      is_attending: true,
      first_name: 'Forgotten',
      last_name: 'guest',
      email: null,
      phone_number: null,
      reference: null,
      pii_forgotten: true,
    });
  });

  it('keeps a recorded "__proto__" as a field of the forgotten copy, never as its prototype, and leaves the recorded data as it was', () => {
    const data = JSON.parse('{"attendee_id":"a","__proto__":{"polluted":true},"$pii":{"k":"a","c":"sealed"}}') as Record<string, unknown>;
    const forgotten = withPersonalDataForgotten('AttendeeAdded', data);
    expect(Object.getPrototypeOf(forgotten)).toBe(Object.prototype);
    expect((forgotten as { polluted?: boolean }).polluted).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(forgotten, '__proto__')?.value).toEqual({ polluted: true });
    expect(forgotten).not.toHaveProperty('$pii');
    expect(data).toHaveProperty('$pii');
    // A type without personal fields comes back as recorded, without the envelope and without the flag.
    expect(withPersonalDataForgotten('EventPublished', { event_uuid: 'e', $pii: {} })).toEqual({ event_uuid: 'e' });
  });
});
