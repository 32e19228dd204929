import { describe, expect, it } from 'vitest';
import { analysisDue } from '../src/runner/planner-statistics.ts';

const clock = (over: Partial<Parameters<typeof analysisDue>[0]>) => ({ sinceAnalyze: 0, inBurst: 0, sinceLastMs: Infinity, burstEnded: true, ...over });

describe('when a projection analyses its tables', () => {
  it('analyses a burst of 10,000 events or more once it ends, if the last analysis was 15 s ago or more', () => {
    expect(analysisDue(clock({ sinceAnalyze: 12_000, inBurst: 12_000 }))).toBe('now');
    expect(analysisDue(clock({ sinceAnalyze: 12_000, inBurst: 12_000, sinceLastMs: 15_000 }))).toBe('now');
    expect(analysisDue(clock({ sinceAnalyze: 9_999, inBurst: 9_999 }))).toBe('not yet');
  });

  it('waits for the burst to end', () => {
    expect(analysisDue(clock({ sinceAnalyze: 50_000, inBurst: 50_000, burstEnded: false }))).toBe('not yet');
  });

  it('lets small bursts in quick succession wait for the interval, however many there were', () => {
    // A steady upload: bursts of 2,000 events, 11,000 since the analysis 5 s ago.
    expect(analysisDue(clock({ sinceAnalyze: 11_000, inBurst: 2_000, sinceLastMs: 5_000 }))).toBe('once rested');
    expect(analysisDue(clock({ sinceAnalyze: 11_000, inBurst: 2_000, sinceLastMs: 5_000, burstEnded: false }))).toBe('not yet');
  });

  it('analyses a burst of 20,000 events or more as soon as it ends, even seconds after the last analysis', () => {
    // One bulk action over 50,000 guests right after another.
    expect(analysisDue(clock({ sinceAnalyze: 50_000, inBurst: 50_000, sinceLastMs: 4_000 }))).toBe('now');
    expect(analysisDue(clock({ sinceAnalyze: 20_000, inBurst: 20_000, sinceLastMs: 0 }))).toBe('now');
    expect(analysisDue(clock({ sinceAnalyze: 19_999, inBurst: 19_999, sinceLastMs: 4_000 }))).toBe('once rested');
  });

  it('analyses along a long catch-up every 200,000 events, burst or not', () => {
    expect(analysisDue(clock({ sinceAnalyze: 200_000, inBurst: 200_000, burstEnded: false, sinceLastMs: 1_000 }))).toBe('now');
  });
});
