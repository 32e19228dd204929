import { describe, expect, it } from 'vitest';
import { gatheringMs } from '../src/reactor/reactor.ts';

describe('the wait between reads under steady appends', () => {
  it('is the fixed wait without a per-event one', () => {
    expect(gatheringMs({ after: 2, ms: 2000 }, 3)).toBe(2000);
  });

  it('grows with the batch just read, up to the most it may be', () => {
    const gather = { after: 5, ms: 150, msPerEvent: 1 };
    expect(gatheringMs(gather, 5)).toBe(5);
    expect(gatheringMs(gather, 40)).toBe(40);
    expect(gatheringMs(gather, 150)).toBe(150);
    expect(gatheringMs(gather, 1999)).toBe(150);
  });
});
