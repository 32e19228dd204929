import { describe, expect, it } from 'vitest';
import { guestOfStream, streamIds } from '../src/catalogue.ts';

// An event's tags and tabs live on streams that share the guest's prefix (`attendee-tags-…`): readers that took
// the rest of any `attendee-` stream as a guest's id set a deleted tag aside as "invalid input syntax for type uuid".
describe('guestOfStream', () => {
  const id = '3f2b8c1e-5a4d-4e6f-9b7a-0c1d2e3f4a5b';

  it("answers the guest of a guest's own stream", () => {
    expect(guestOfStream(streamIds.attendee(id))).toBe(id);
  });

  it("answers null for an event's tags, tabs and any other stream", () => {
    expect(guestOfStream(streamIds.attendeeTags(id))).toBeNull();
    expect(guestOfStream(streamIds.attendeeTabs(id))).toBeNull();
    expect(guestOfStream(streamIds.event(id))).toBeNull();
    expect(guestOfStream(`attendee-${id}-extra`)).toBeNull();
  });
});
