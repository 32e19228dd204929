import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { KeyIds } from '../src/runner/key-ids.ts';

describe('KeyIds', () => {
  it('answers the last id set for each key, and nothing for a key never set, as a Map does', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.uuid()), { maxLength: 300 }), fc.array(fc.string(), { maxLength: 50 }), (writes, asked) => {
        // Four slots to start with: the writes make it grow several times.
        const ids = new KeyIds(2);
        const expected = new Map<string, string>();
        for (const [key, id] of writes) {
          ids.set(key, id);
          expected.set(key, id);
        }
        expect(ids.size).toBe(expected.size);
        for (const key of [...expected.keys(), ...asked]) expect(ids.get(key)).toBe(expected.get(key));
      }),
    );
  });

  it('tells a million group keys apart, each with its own id', () => {
    const ids = new KeyIds();
    const first = randomUUID();
    const last = randomUUID();
    for (let i = 0; i < 1_000_000; i++) ids.set(`AttendeeRsvpSet:user-${i % 7}:${i}`, i === 0 ? first : i === 999_999 ? last : randomUUID());
    expect(ids.size).toBe(1_000_000);
    expect(ids.get('AttendeeRsvpSet:user-0:0')).toBe(first);
    expect(ids.get(`AttendeeRsvpSet:user-${999_999 % 7}:999999`)).toBe(last);
    let claimed = 0;
    for (let i = 0; i < 100_000; i++) if (ids.get(`AttendeeCheckedIn:user-${i % 7}:${i}`) !== undefined) claimed += 1;
    expect(claimed).toBe(0);
  });

  it('refuses an id that is not a lower-case UUID rather than store a wrong one', () => {
    expect(() => new KeyIds().set('k', 'not-a-uuid')).toThrow(/UUID/);
    expect(() => new KeyIds().set('k', randomUUID().toUpperCase())).toThrow(/UUID/);
  });
});
