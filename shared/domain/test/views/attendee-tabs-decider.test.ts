import { describe, it } from 'vitest';
import type { DomainEvent } from '@usher/events';
import { givenFor } from '../deciders/given-when-then.ts';
import { attendeeTabsDecider } from '../../src/views/attendee-tabs-decider.ts';

const EVENT = '11111111-1111-4111-8111-111111111111';
const TAB_A = '22222222-2222-4222-8222-222222222222';
const TAB_B = '33333333-3333-4333-8333-333333333333';
const given = givenFor(attendeeTabsDecider);

const view = { name: 'VIPs', filters: { filter: 'rsvp_yes', q: 'ana' }, sort: '-created_at', columns: [{ key: 'email', visible: false }] };
const created = (tab_id: string, name = 'VIPs'): DomainEvent => ({ type: 'AttendeeTabCreated', data: { tab_id, event_uuid: EVENT, ...view, name } });

describe('attendeeTabsDecider', () => {
  it('creates a tab with the view, dropping paging and empty parameters', () => {
    given()
      .when({
        type: 'CreateAttendeeTab',
        event_uuid: EVENT,
        tab_id: TAB_A,
        view: { ...view, name: '  VIPs ', filters: { ...view.filters, page: '3', tags: '' } },
      })
      .then([created(TAB_A)]);
  });

  it('refuses a tab without a name, with a too long name, or named like the fixed tab', () => {
    const create = (name: string) => given().when({ type: 'CreateAttendeeTab', event_uuid: EVENT, tab_id: TAB_A, view: { ...view, name } });
    create('  ').thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { name: ['Name is required.'] } });
    create('x'.repeat(51)).thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { name: ['Name may not be greater than 50 characters.'] } });
    create('All guests').thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { name: ['Name can not be All Guests.'] } });
  });

  it('refuses a column listed twice', () => {
    given()
      .when({
        type: 'CreateAttendeeTab',
        event_uuid: EVENT,
        tab_id: TAB_A,
        view: {
          ...view,
          columns: [
            { key: 'email', visible: true },
            { key: 'email', visible: false },
          ],
        },
      })
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { 'columns.1.key': ['Key is listed twice.'] } });
  });

  it('records only what an update changes, and nothing when nothing changes', () => {
    given(created(TAB_A))
      .when({ type: 'UpdateAttendeeTab', event_uuid: EVENT, tab_id: TAB_A, changes: { name: 'VIPs', sort: null } })
      .then([{ type: 'AttendeeTabUpdated', data: { tab_id: TAB_A, event_uuid: EVENT, sort: null } }]);
    given(created(TAB_A))
      .when({ type: 'UpdateAttendeeTab', event_uuid: EVENT, tab_id: TAB_A, changes: { name: 'VIPs' } })
      .then([]);
  });

  it('answers not found for a tab the event does not have, or one deleted', () => {
    given()
      .when({ type: 'UpdateAttendeeTab', event_uuid: EVENT, tab_id: TAB_A, changes: { name: 'X' } })
      .thenRefuses({ kind: 'not_found', code: 'attendee_tab_not_found' });
    given(created(TAB_A), { type: 'AttendeeTabDeleted', data: { tab_id: TAB_A, event_uuid: EVENT } })
      .when({ type: 'DeleteAttendeeTab', event_uuid: EVENT, tab_id: TAB_A })
      .thenRefuses({ kind: 'not_found', code: 'attendee_tab_not_found' });
  });

  it('reorders when the ids are exactly the event tabs', () => {
    given(created(TAB_A), created(TAB_B, 'Press'))
      .when({ type: 'ReorderAttendeeTabs', event_uuid: EVENT, tab_ids: [TAB_B, TAB_A] })
      .then([{ type: 'AttendeeTabsReordered', data: { event_uuid: EVENT, tab_ids: [TAB_B, TAB_A] } }]);
    given(created(TAB_A), created(TAB_B, 'Press'))
      .when({ type: 'ReorderAttendeeTabs', event_uuid: EVENT, tab_ids: [TAB_A, TAB_B] })
      .then([]);
  });

  it('refuses a reorder that misses, repeats or invents a tab', () => {
    const refusal = {
      kind: 'validation' as const,
      code: 'validation_failed',
      errors: { tab_ids: ["Tab ids must list each of the event's tabs exactly once."] },
    };
    const history = [created(TAB_A), created(TAB_B, 'Press')];
    given(...history)
      .when({ type: 'ReorderAttendeeTabs', event_uuid: EVENT, tab_ids: [TAB_A] })
      .thenRefuses(refusal);
    given(...history)
      .when({ type: 'ReorderAttendeeTabs', event_uuid: EVENT, tab_ids: [TAB_A, TAB_A] })
      .thenRefuses(refusal);
    given(...history)
      .when({ type: 'ReorderAttendeeTabs', event_uuid: EVENT, tab_ids: [TAB_A, TAB_B, EVENT] })
      .thenRefuses(refusal);
  });

  it('drops a deleted tab from the order', () => {
    given(created(TAB_A), created(TAB_B, 'Press'), { type: 'AttendeeTabDeleted', data: { tab_id: TAB_A, event_uuid: EVENT } })
      .when({ type: 'ReorderAttendeeTabs', event_uuid: EVENT, tab_ids: [TAB_B] })
      .then([]);
  });
});
