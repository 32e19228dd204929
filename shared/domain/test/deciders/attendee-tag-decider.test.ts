import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@usher/events';
import { givenFor } from './given-when-then.ts';
import { attendeeTagDecider } from '../../src/deciders/attendee-tag-decider.ts';
import { attendeeDecider } from '../../src/deciders/attendee-decider.ts';
import { TAG_COLORS } from '../../src/constants/tag-colors.ts';

const EVENT = '66666666-6666-4666-8666-666666666666';
const GUEST = '44444444-4444-4444-8444-444444444444';
const VIP = '11111111-1111-4111-8111-111111111111';
const PRESS = '22222222-2222-4222-8222-222222222222';
const STAFF = '33333333-3333-4333-8333-333333333333';

const given = givenFor(attendeeTagDecider);
const givenGuest = givenFor(attendeeDecider);

const tagAdded = (tag_id: string, name: string, color = ''): DomainEvent => ({ type: 'AttendeeTagAdded', data: { event_uuid: EVENT, tag_id, name, color } });
const addTag = (tag_id: string, name: string, color = '') => ({ type: 'AddTags' as const, event_uuid: EVENT, tags: [{ tag_id, name, color }] });
const invalid = (errors: Record<string, string[]>) => ({ kind: 'validation' as const, code: 'validation_failed', errors });
const guestAdded: DomainEvent = {
  type: 'AttendeeAdded',
  data: {
    attendee_id: GUEST,
    event_uuid: EVENT,
    first_name: 'Ana',
    last_name: 'Ruiz',
    email: null,
    phone_number: null,
    parent_attendee_id: null,
    is_approved: true,
    is_attending: null,
  },
};

describe('the tag palette', () => {
  it('has the 21 colours of the spec, the first empty, the others distinct hex colours', () => {
    expect(TAG_COLORS).toHaveLength(21);
    expect(TAG_COLORS[0]).toBe('');
    expect(new Set(TAG_COLORS.slice(1)).size).toBe(20);
    for (const color of TAG_COLORS.slice(1)) expect(color).toMatch(/^#[0-9A-F]{6}$/);
  });
});

describe('attendeeTagDecider: AddTags', () => {
  it('adds a tag with a trimmed name and its colour in the palette form', () => {
    given()
      .when(addTag(VIP, '  VIP ', '#2d4cd7'))
      .then([tagAdded(VIP, 'VIP', '#2D4CD7')]);
  });

  it('refuses a name another tag of the event has, whatever its case', () => {
    given(tagAdded(VIP, 'VIP'))
      .when(addTag(PRESS, ' vip'))
      .thenRefuses(invalid({ name: ['The name has already been taken.'] }));
  });

  it('accepts the name of a deleted tag again', () => {
    given(tagAdded(VIP, 'VIP'), { type: 'AttendeeTagDeleted', data: { event_uuid: EVENT, tag_id: VIP } })
      .when(addTag(PRESS, 'VIP'))
      .then([tagAdded(PRESS, 'VIP')]);
  });

  it('requires a name of at most 255 characters and a colour of the palette', () => {
    given()
      .when(addTag(VIP, '  '))
      .thenRefuses(invalid({ name: ['Name is required.'] }));
    given()
      .when(addTag(VIP, 'x'.repeat(256)))
      .thenRefuses(invalid({ name: ['Name may not be greater than 255 characters.'] }));
    given()
      .when(addTag(VIP, 'VIP', '#123456'))
      .thenRefuses(invalid({ color: ['The selected color is invalid.'] }));
  });

  it('adds several new names at once, refusing two that are the same name', () => {
    const command = {
      type: 'AddTags' as const,
      event_uuid: EVENT,
      tags: [
        { tag_id: VIP, name: 'VIP', color: '' },
        { tag_id: PRESS, name: 'Press', color: '' },
      ],
    };
    given()
      .when(command)
      .then([tagAdded(VIP, 'VIP'), tagAdded(PRESS, 'Press')]);
    given()
      .when({
        ...command,
        tags: [
          { tag_id: VIP, name: 'VIP', color: '' },
          { tag_id: PRESS, name: 'vip', color: '' },
        ],
      })
      .thenRefuses(invalid({ name: ['The name has already been taken.'] }));
  });
});

describe('attendeeTagDecider: UpdateTag', () => {
  const update = (changes: { name?: string; color?: string }, tag_id = VIP) => ({ type: 'UpdateTag' as const, event_uuid: EVENT, tag_id, changes });

  it('renames a tag in one event, however many guests carry it', () => {
    given(tagAdded(VIP, 'VIP'))
      .when(update({ name: 'Very Important' }))
      .then([{ type: 'AttendeeTagUpdated', data: { event_uuid: EVENT, tag_id: VIP, changes: { name: 'Very Important' } } }]);
  });

  it('records only what changed, and nothing when nothing did', () => {
    given(tagAdded(VIP, 'VIP', '#2D4CD7'))
      .when(update({ name: 'VIP', color: '#EF4444' }))
      .then([{ type: 'AttendeeTagUpdated', data: { event_uuid: EVENT, tag_id: VIP, changes: { color: '#EF4444' } } }]);
    given(tagAdded(VIP, 'VIP'))
      .when(update({ name: ' VIP ' }))
      .then([]);
  });

  it("lets a tag change its own name's case, but not take another tag's name", () => {
    given(tagAdded(VIP, 'VIP'))
      .when(update({ name: 'vip' }))
      .then([{ type: 'AttendeeTagUpdated', data: { event_uuid: EVENT, tag_id: VIP, changes: { name: 'vip' } } }]);
    given(tagAdded(VIP, 'VIP'), tagAdded(PRESS, 'Press'))
      .when(update({ name: 'PRESS' }))
      .thenRefuses(invalid({ name: ['The name has already been taken.'] }));
  });

  it('refuses an unknown or deleted tag as not found', () => {
    given(tagAdded(VIP, 'VIP'))
      .when(update({ name: 'X' }, PRESS))
      .thenRefuses({ kind: 'not_found', code: 'attendee_tag_not_found' });
    given(tagAdded(VIP, 'VIP'), { type: 'AttendeeTagDeleted', data: { event_uuid: EVENT, tag_id: VIP } })
      .when(update({ name: 'X' }))
      .thenRefuses({ kind: 'not_found', code: 'attendee_tag_not_found' });
  });
});

describe('attendeeTagDecider: DeleteTag', () => {
  it('deletes a tag in one event', () => {
    given(tagAdded(VIP, 'VIP'), tagAdded(PRESS, 'Press'))
      .when({ type: 'DeleteTag', event_uuid: EVENT, tag_id: VIP })
      .then([{ type: 'AttendeeTagDeleted', data: { event_uuid: EVENT, tag_id: VIP } }]);
  });

  it('refuses a tag that is not in the catalogue', () => {
    given().when({ type: 'DeleteTag', event_uuid: EVENT, tag_id: VIP }).thenRefuses({ kind: 'not_found', code: 'attendee_tag_not_found' });
  });
});

describe('attendeeDecider: tagging a guest', () => {
  const tagsAdded = (tag_ids: string[]): DomainEvent => ({ type: 'AttendeeTagsAdded', data: { event_uuid: EVENT, tag_ids } });
  const tagsRemoved = (tag_ids: string[]): DomainEvent => ({ type: 'AttendeeTagsRemoved', data: { event_uuid: EVENT, tag_ids } });
  const live = new Set([VIP, PRESS, STAFF]);

  it('adds only the tags the guest does not carry yet', () => {
    givenGuest(guestAdded, tagsAdded([VIP]))
      .when({ type: 'AddAttendeeTags', tag_ids: [VIP, PRESS, PRESS] })
      .then([tagsAdded([PRESS])]);
  });

  it('appends nothing when the guest carries every tag already', () => {
    givenGuest(guestAdded, tagsAdded([VIP, PRESS]))
      .when({ type: 'AddAttendeeTags', tag_ids: [PRESS] })
      .then([]);
  });

  it('sets the tags exactly, removing and adding in one decision', () => {
    givenGuest(guestAdded, tagsAdded([VIP, PRESS]))
      .when({ type: 'SetAttendeeTags', tag_ids: [PRESS, STAFF], live_tag_ids: live })
      .then([tagsRemoved([VIP]), tagsAdded([STAFF])]);
    givenGuest(guestAdded, tagsAdded([VIP]))
      .when({ type: 'SetAttendeeTags', tag_ids: [VIP], live_tag_ids: live })
      .then([]);
  });

  it('leaves the id of a tag deleted from the catalogue alone instead of removing it again', () => {
    givenGuest(guestAdded, tagsAdded([VIP, PRESS]))
      .when({ type: 'SetAttendeeTags', tag_ids: [], live_tag_ids: new Set([PRESS]) })
      .then([tagsRemoved([PRESS])]);
  });

  it('refuses to tag a deleted guest', () => {
    givenGuest(guestAdded, { type: 'AttendeeRemoved', data: { event_uuid: EVENT } })
      .when({ type: 'AddAttendeeTags', tag_ids: [VIP] })
      .thenRefuses({ kind: 'not_found', code: 'attendee_not_found' });
  });
});
