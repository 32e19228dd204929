import { describe, expect, it } from 'vitest';
import { countDeltas, newReportGuest, type CountDelta } from '../src/reports/report-guest.ts';

const at = (time: string) => new Date(`2030-05-01T${time}:00Z`);
const all = (deltas: CountDelta[]) =>
  deltas
    .filter((delta) => delta.dimension === 'all')
    .map((delta) => `${delta.measure} ${delta.bucket.toISOString().slice(11, 16)} ${delta.delta > 0 ? '+' : ''}${delta.delta}`)
    .sort();

describe("a guest's change in the report's buckets", () => {
  it('moves an answer out of its old state and into the new one in the bucket of the change, so past buckets still say what was', () => {
    const yes = { ...newReportGuest(), is_attending: true };
    expect(all(countDeltas(yes, { ...yes, is_attending: false }, at('18:07')))).toEqual(['rsvp_no 18:05 +1', 'rsvp_yes 18:05 -1']);
  });

  it("places an arrival at its check-in's own time, and an undone check-in takes it back from there", () => {
    const yes = { ...newReportGuest(), is_attending: true };
    const arrived = { ...yes, checked_in_at: '2030-05-01T19:03:00Z' };
    expect(all(countDeltas(yes, arrived, at('19:20')))).toEqual(['arrival 19:00 +1', 'checked_in 19:20 +1', 'yes_checked_in 19:20 +1']);
    expect(all(countDeltas(arrived, yes, at('19:31')))).toEqual(['arrival 19:00 -1', 'checked_in 19:30 -1', 'yes_checked_in 19:30 -1']);
  });

  it('moves every state a guest holds from the old tag to the new one', () => {
    const tagged = { ...newReportGuest(), is_attending: true, tag_ids: ['vip'] };
    const deltas = countDeltas(tagged, { ...tagged, tag_ids: ['press'] }, at('12:00')).filter((delta) => delta.dimension === 'tag');
    expect(deltas.map((delta) => `${delta.dimension_value} ${delta.measure} ${delta.delta}`).sort()).toEqual([
      'press guest 1',
      'press rsvp_yes 1',
      'vip guest -1',
      'vip rsvp_yes -1',
    ]);
  });

  it('counts a message once per communication, as far as it got', () => {
    const before = { ...newReportGuest(), messages: { m1: { subject: 'alert-1', level: 1 } } };
    const after = { ...before, messages: { m1: { subject: 'alert-1', level: 3 } } };
    expect(all(countDeltas(before, after, at('10:00')))).toEqual(['msg_delivered 10:00 +1', 'msg_opened 10:00 +1']);
  });
});
