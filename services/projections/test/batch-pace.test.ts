import { describe, expect, it } from 'vitest';
import { BatchPace, costOf } from '../src/runner/batch-pace.ts';
import type { StoredEvent } from '@usher/infra/eventstore/types';

const ones = (count: number) => Array.from({ length: count }, () => 1);
const eventWith = (data: Record<string, unknown>) => ({ data }) as StoredEvent;

describe('the pace of a projection', () => {
  it('takes one event until a transaction has been timed', () => {
    expect(new BatchPace(1000).take(ones(2000), 0)).toBe(1);
  });

  it('then takes what fills half the budget at the pace measured', () => {
    const pace = new BatchPace(1000);
    pace.record(10, 100); // 10 ms a unit: 500 ms hold 50
    expect(pace.take(ones(2000), 0)).toBe(50);
    expect(pace.take(ones(2000), 1990)).toBe(10);
  });

  it('always takes one event, however heavy', () => {
    const pace = new BatchPace(1000);
    pace.record(10, 100);
    expect(pace.take([400, 1, 1], 0)).toBe(1);
    expect(pace.take([1, 400, 1], 0)).toBe(1);
  });

  it('slows at once when a transaction was slower, and speeds up gradually', () => {
    const pace = new BatchPace(1000);
    pace.record(100, 100); // 1 ms a unit
    expect(pace.take(ones(2000), 0)).toBe(500);
    pace.record(10, 100); // 10 ms a unit: believed at once
    expect(pace.take(ones(2000), 0)).toBe(50);
    pace.record(100, 100); // 1 ms a unit again: half of the way there
    expect(pace.take(ones(2000), 0)).toBe(Math.floor(500 / (10 * 0.5 + 1 * 0.5)));
  });

  it('counts an event by the size of its data', () => {
    expect(costOf(eventWith({ rsvp: 'yes' }))).toBe(1);
    expect(costOf(eventWith({ text: 'x'.repeat(250_000) }))).toBe(1 + Math.floor((250_000 + 11) / 2048));
  });

  it('counts nested data as its JSON would be long', () => {
    const data = { steps: Array.from({ length: 400 }, (_, i) => ({ id: i, title: 'y'.repeat(30), done: i % 2 === 0, note: null })) };
    expect(costOf(eventWith(data))).toBe(1 + Math.floor(JSON.stringify(data).length / 2048));
  });
});
