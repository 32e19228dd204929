import { describe, expect, it } from 'vitest';
import {
  bestChoiceIndex,
  flatChoices,
  insertSubjectTag,
  mergeTagChoices,
  spaceAfterTag,
  subjectTags,
  subjectWithLabels,
  typedTagAt,
} from '../../src/communications/merge-tag-picking.ts';
import { MERGE_TAGS } from '../../src/communications/merge-tags.ts';

describe('mergeTagChoices', () => {
  it("offers every tag in the spec's three groups when nothing is typed", () => {
    const groups = mergeTagChoices('');
    expect(groups.map((group) => group.label)).toEqual(['Event details', 'Individual', 'Links']);
    expect(flatChoices(groups)).toHaveLength(MERGE_TAGS.length);
  });

  it('matches the label or the id, ignoring case, spaces and underscores', () => {
    for (const query of ['first', 'First N', 'firstname', 'first_name', 'guest.first']) {
      expect(flatChoices(mergeTagChoices(query)).map((tag) => tag.id)).toContain('guest.first_name');
    }
  });

  it('drops the groups with no match', () => {
    const groups = mergeTagChoices('pass');
    expect(groups.map((group) => group.group)).toEqual(['link']);
    expect(flatChoices(groups).map((tag) => tag.id)).toEqual(['link.pass', 'link.public_pass', 'link.white_label_public_pass']);
    expect(mergeTagChoices('nothing like this')).toEqual([]);
  });
});

describe('typedTagAt', () => {
  it('finds an @ at the start or after a space, with what follows it up to the caret', () => {
    expect(typedTagAt('@', 1)).toEqual({ start: 0, end: 1, query: '' });
    expect(typedTagAt('Hello @fir', 10)).toEqual({ start: 6, end: 10, query: 'fir' });
    expect(typedTagAt('Hello @first_name rest', 17)).toEqual({ start: 6, end: 17, query: 'first_name' });
  });

  it('ignores an email address and an @ the caret has moved past', () => {
    expect(typedTagAt('write to ada@example.com', 24)).toBeNull();
    expect(typedTagAt('Hello @fir and', 14)).toBeNull();
    expect(typedTagAt('no tag here', 5)).toBeNull();
  });
});

describe('insertSubjectTag', () => {
  it('replaces the @ and its query with the tag and a space, the caret after them', () => {
    expect(insertSubjectTag('Hello @fir', { start: 6, end: 10 }, 'guest.first_name')).toEqual({ value: 'Hello {guest.first_name} ', caret: 25 });
  });

  it('keeps the text after the caret and does not double a space', () => {
    const typed = typedTagAt('Dear @ , welcome', 6)!;
    expect(insertSubjectTag('Dear @ , welcome', typed, 'guest.last_name')).toEqual({ value: 'Dear {guest.last_name} , welcome', caret: 22 });
  });
});

describe('subjectTags', () => {
  it('lists the known tags of a subject in order and skips unknown ones', () => {
    expect(subjectTags('{event.name}: see you, {guest.first_name} {nope.nope}').map((tag) => tag.label)).toEqual(['Event name', 'First name']);
  });
});

describe('subjectWithLabels', () => {
  it('names the known tags in words and leaves other braces as they are', () => {
    expect(subjectWithLabels('{guest.first_name}, see you at {event.name} {not.a_tag}')).toBe('{First name}, see you at {Event name} {not.a_tag}');
  });
});

describe('bestChoiceIndex', () => {
  const pickFor = (query: string) => flatChoices(mergeTagChoices(query))[bestChoiceIndex(query, flatChoices(mergeTagChoices(query)))]!.label;

  it('picks the tag the query names, not the first that holds it', () => {
    expect(pickFor('seat')).toBe('Seat');
    expect(pickFor('Seat')).toBe('Seat');
    expect(pickFor('row')).toBe('Row');
    expect(pickFor('tab')).toBe('Table');
  });

  it('prefers a label that starts with the query, then a word that does', () => {
    expect(pickFor('first')).toBe('First name');
    expect(pickFor('pass')).toBe('Pass link');
    expect(pickFor('')).toBe('Event name');
    // A label that starts with the query comes before an id that ends with it (link.event's "Event link").
    expect(pickFor('event')).toBe('Event name');
  });
});

describe('spaceAfterTag', () => {
  it('adds a space before a word, none before punctuation or a space', () => {
    expect(spaceAfterTag('and welcome')).toBe(true);
    expect(spaceAfterTag('')).toBe(true);
    for (const after of [',', '.', '!', '?', ';', ':', ')', ' next', '’s']) expect(spaceAfterTag(after)).toBe(false);
    expect(insertSubjectTag('Dear @fir, welcome', { start: 5, end: 9 }, 'guest.first_name').value).toBe('Dear {guest.first_name}, welcome');
  });
});
