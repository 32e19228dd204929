import { describe, expect, it } from 'vitest';
import { PendingBackoff } from '../src/reactor/pending-backoff.ts';

describe('PendingBackoff', () => {
  it('waits briefly first, then twice as long each time in a row, up to the most', () => {
    const backoff = new PendingBackoff(15, 240);
    expect(Array.from({ length: 7 }, () => backoff.next())).toEqual([15, 30, 60, 120, 240, 240, 240]);
  });

  it('starts short again once something was read or nothing is pending', () => {
    const backoff = new PendingBackoff(15, 240);
    backoff.next();
    backoff.next();
    backoff.next();
    backoff.reset();
    expect(backoff.next()).toBe(15);
  });

  it('stays at the most however long the transaction stays open', () => {
    const backoff = new PendingBackoff(15, 240);
    for (let i = 0; i < 10_000; i++) backoff.next();
    expect(backoff.next()).toBe(240);
  });
});
