import { describe, expect, it } from 'vitest';
import { alertCountsFrom, NO_COUNTS } from '../../src/communications/alert-counts.ts';

// The spec's counting rules (section 4), from how many recipients' latest messages are in each status.
describe("a communication's counts", () => {
  it('counts opened and clicked as delivered, clicked as opened, and every failure as failed', () => {
    const counts = alertCountsFrom({ queued: 2, delivered: 3, read: 1, opened: 1, clicked: 2, undelivered: 1, error: 1, unsubscribed: 1, canceled: 4 }, 10);
    expect(counts).toEqual({
      recipients: 12,
      pending: 2,
      sent: 10,
      delivered: 7,
      opened: 4,
      clicked: 2,
      failed: 2,
      unsubscribed: 1,
      complained: 0,
      canceled: 4,
      by_status: { queued: 2, delivered: 3, read: 1, opened: 1, clicked: 2, undelivered: 1, error: 1, unsubscribed: 1, canceled: 4 },
    });
  });

  it('is all zeros without messages', () => {
    expect(alertCountsFrom({}, 0)).toEqual(NO_COUNTS);
  });
});
