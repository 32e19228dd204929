import { describe, expect, it } from 'vitest';
import { eventMergeValues, mergeTagsWithExamples, NOT_SET_EXAMPLE } from '../../src/communications/merge-tag-examples.ts';
import { MERGE_TAGS } from '../../src/communications/merge-tags.ts';
import { emptyLocation } from '../../src/constants/locations.ts';

const exampleOf = (tags: { id: string; example: string }[], id: string) => tags.find((tag) => tag.id === id)!.example;

describe("merge tag examples from the organiser's own event", () => {
  const event = eventMergeValues('abcdef12-0000-4000-8000-000000000000', {
    name: 'Harvest Dinner',
    starts_date: '2099-10-02',
    starts_time: '18:30',
    timezone: 'Europe/Brussels',
    location: { ...emptyLocation(), name: 'The Barn', city: 'Lyon', country_code: 'FR', country: 'France' },
  });

  it("uses the event's name, its date and time in its own zone", () => {
    expect(event).toMatchObject({
      'event.name': 'Harvest Dinner',
      'event.code': 'ABCDEF12',
      'event.start_date': 'October 2, 2099',
      'event.start_time': '6:30 PM',
      'event.timezone': 'Europe/Brussels',
    });
    expect(event['event.location']).toContain('The Barn');
  });

  it("fills the guest tags from a real guest, keeping the generic example where the guest has nothing, and links' examples always", () => {
    const tags = mergeTagsWithExamples(event, { 'guest.first_name': 'Grace', 'guest.table': '', 'link.pass': 'https://secret' });
    expect(exampleOf(tags, 'event.name')).toBe('Harvest Dinner');
    expect(exampleOf(tags, 'guest.first_name')).toBe('Grace');
    expect(exampleOf(tags, 'guest.table')).toBe(exampleOf([...MERGE_TAGS], 'guest.table'));
    expect(exampleOf(tags, 'link.pass')).toBe(exampleOf([...MERGE_TAGS], 'link.pass'));
    expect(exampleOf(mergeTagsWithExamples(event, null), 'guest.first_name')).toBe('Ada');
  });

  it('says a detail the event lacks is not set, never a made-up one', () => {
    const tags = mergeTagsWithExamples({ ...event, 'event.location': '', 'event.start_time': '' }, null);
    expect(exampleOf(tags, 'event.location')).toBe(NOT_SET_EXAMPLE);
    expect(exampleOf(tags, 'event.start_time')).toBe(NOT_SET_EXAMPLE);
  });
});
