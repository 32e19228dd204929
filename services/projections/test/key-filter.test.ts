import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { KeyFilter } from '../src/runner/key-filter.ts';

describe('KeyFilter', () => {
  it('never forgets a key it was given', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { maxLength: 200 }), (keys) => {
        const filter = new KeyFilter(16);
        for (const key of keys) filter.add(key);
        return keys.every((key) => filter.mightHave(key));
      }),
    );
  });

  it('rarely claims a key it was never given (a million keys in the default size)', () => {
    const filter = new KeyFilter();
    for (let i = 0; i < 1_000_000; i++) filter.add(`AttendeeRsvpSet:user-${i % 7}:${i}`);
    let claimed = 0;
    for (let i = 0; i < 100_000; i++) if (filter.mightHave(`AttendeeCheckedIn:user-${i % 7}:${i}`)) claimed += 1;
    // About 1 in 1,500 by the arithmetic; allow three times that.
    expect(claimed).toBeLessThan(200);
  });
});
