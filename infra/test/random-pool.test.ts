import { describe, expect, it } from 'vitest';
import { randomPool } from '../src/eventstore/random-pool.ts';

describe('randomPool', () => {
  it('hands out draws of the size asked, never the same bytes twice, across blocks', () => {
    const next = randomPool(12, 4);
    const draws = Array.from({ length: 10 }, () => next());
    for (const draw of draws) expect(draw.length).toBe(12);
    expect(new Set(draws.map((draw) => draw.toString('hex'))).size).toBe(draws.length);
  });

  it('keeps earlier draws as they were when a new block is fetched', () => {
    const next = randomPool(16, 2);
    const first = next();
    const copy = Buffer.from(first);
    next();
    next();
    next();
    expect(first.equals(copy)).toBe(true);
  });
});
