import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@usher/events';
import { alertDecider, type AlertCommand, type UpdateAlert } from '../../src/communications/alert-decider.ts';
import { isBlankBody, type AlertContent } from '../../src/communications/alert-rules.ts';
import type { EventTimes } from '../../src/communications/alert-schedule.ts';
import { givenFor } from '../deciders/given-when-then.ts';

const given = givenFor(alertDecider);
const event_uuid = '00000000-0000-4000-8000-0000000000e1';
const alert_id = '00000000-0000-4000-8000-0000000000a1';
const now = new Date('2030-06-01T12:00:00Z');
const eventTimes: EventTimes = { starts_date: '2030-06-10', starts_time: '19:00', end_date: null, end_time: null, timezone: 'Europe/Paris' };
const noStart: EventTimes = { starts_date: null, starts_time: null, end_date: null, end_time: null, timezone: 'UTC' };

const content: AlertContent = {
  name: 'Doors open',
  subject: 'Gala',
  body: '',
  template_id: null,
  audience: { filters: [], tab_id: null, tag_ids: [], except_tag_ids: [], host_group_id: null, attendee_ids: null },
  schedule: { kind: 'now', at: null, offset_minutes: null, anchor: null },
  attach_calendar: true,
};
const created: DomainEvent = { type: 'AlertCreated', data: { event_uuid, alert_id, content, is_continuous_delivery: false } };
const written: DomainEvent = { type: 'AlertUpdated', data: { event_uuid, alert_id, changes: { body: '<p>Doors open at 7.</p>' } } };
const scheduledAt = (due_at: string): DomainEvent => ({ type: 'AlertSendRequested', data: { event_uuid, alert_id, due_at } });
const dispatched: DomainEvent = { type: 'AlertDispatched', data: { event_uuid, alert_id, round: 0, recipients: 3, dispatched_at: now.toISOString() } };

const update = (changes: Partial<AlertContent>, extra: Partial<UpdateAlert> = {}): AlertCommand => ({
  type: 'UpdateAlert',
  event_uuid,
  alert_id,
  changes,
  event_times: eventTimes,
  now,
  ...extra,
});
const send = (changes: Partial<AlertContent> = {}, extra: Partial<UpdateAlert> = {}) => update(changes, { send: true, ...extra });

describe('creating a communication', () => {
  it('is a draft with the words given, its name trimmed', () => {
    given()
      .when({ type: 'CreateAlert', event_uuid, alert_id, content: { ...content, name: '  Doors open ' }, is_continuous_delivery: false })
      .then([created]);
  });

  it('needs a name, and is created once', () => {
    given()
      .when({ type: 'CreateAlert', event_uuid, alert_id, content: { ...content, name: ' ' }, is_continuous_delivery: false })
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { name: ['Name is required.'] } });
    given(created)
      .when({ type: 'CreateAlert', event_uuid, alert_id, content, is_continuous_delivery: false })
      .thenRefuses({ kind: 'conflict', code: 'alert_exists' });
  });
});

describe('changing a communication', () => {
  it('records only what differs', () => {
    given(created)
      .when(update({ subject: 'Gala', body: '<p>Doors open at 7.</p>' }))
      .then([written]);
    given(created, written)
      .when(update({ body: '<p>Doors open at 7.</p>' }))
      .then([]);
  });

  it("is another event's alert, or a deleted one, not found", () => {
    given(created)
      .when({ ...update({ subject: 'x' }), event_uuid: '00000000-0000-4000-8000-0000000000e2' })
      .thenRefuses({ kind: 'not_found', code: 'alert_not_found' });
    given(created, { type: 'AlertDeleted', data: { event_uuid, alert_id } })
      .when(update({ subject: 'x' }))
      .thenRefuses({ kind: 'not_found', code: 'alert_not_found' });
    given()
      .when(update({ subject: 'x' }))
      .thenRefuses({ kind: 'not_found', code: 'alert_not_found' });
  });
});

describe('sending', () => {
  it('now: due at once', () => {
    given(created, written)
      .when(send())
      .then([scheduledAt(now.toISOString())]);
  });

  it('with changes in the same request: the change, then the request to send', () => {
    given(created)
      .when(send({ body: '<p>Doors open at 7.</p>' }))
      .then([written, scheduledAt(now.toISOString())]);
  });

  it("at a set time, or a day before the start in the event's time zone", () => {
    const at = { kind: 'at' as const, at: '2030-06-05T09:00:00+02:00', offset_minutes: null, anchor: null };
    given(created, written)
      .when(send({ schedule: at }))
      .then([{ type: 'AlertUpdated', data: { event_uuid, alert_id, changes: { schedule: at } } }, scheduledAt('2030-06-05T07:00:00.000Z')]);
    const dayBefore = { kind: 'relative' as const, at: null, offset_minutes: -1440, anchor: 'starts' as const };
    given(created, written)
      .when(send({ schedule: dayBefore }))
      .then([{ type: 'AlertUpdated', data: { event_uuid, alert_id, changes: { schedule: dayBefore } } }, scheduledAt('2030-06-09T17:00:00.000Z')]);
  });

  it('refuses without a subject or a message, by field, and changes nothing', () => {
    given(created)
      .when(send({ subject: ' ' }))
      .thenRefuses({
        kind: 'validation',
        code: 'validation_failed',
        errors: { subject: ['The subject is required.'], body: ['The message is required.'] },
      });
    given(created)
      .when(send({ body: '<p><br></p><p>&nbsp;</p>' }))
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { body: ['The message is required.'] } });
  });

  it('refuses a set time that has passed (a minute of grace), and a time relative to a start the event lacks', () => {
    const past = { kind: 'at' as const, at: '2030-06-01T11:58:00Z', offset_minutes: null, anchor: null };
    given(created, written)
      .when(send({ schedule: past }))
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { 'schedule.at': ['The send time has already passed.'] } });
    const justNow = { ...past, at: '2030-06-01T11:59:30Z' };
    given(created, written)
      .when(send({ schedule: justNow }))
      .then([{ type: 'AlertUpdated', data: { event_uuid, alert_id, changes: { schedule: justNow } } }, scheduledAt(now.toISOString())]);
    const relative = { kind: 'relative' as const, at: null, offset_minutes: -60, anchor: 'starts' as const };
    given(created, written)
      .when(send({ schedule: relative }, { event_times: noStart }))
      .thenRefuses({
        kind: 'validation',
        code: 'validation_failed',
        errors: { 'schedule.anchor': ['The event has no start date to send relative to.'] },
      });
    given(created, written)
      .when(send({ schedule: relative }, { event_times: null }))
      .thenRefuses({ kind: 'validation', code: 'validation_failed' });
  });

  it('a scheduled communication follows its new time, keeps its time when only words change, and goes back to a draft', () => {
    const at = (iso: string) => ({ kind: 'at' as const, at: iso, offset_minutes: null, anchor: null });
    const waiting: DomainEvent[] = [
      created,
      written,
      { type: 'AlertUpdated', data: { event_uuid, alert_id, changes: { schedule: at('2030-06-05T09:00:00Z') } } },
      scheduledAt('2030-06-05T09:00:00.000Z'),
    ];
    given(...waiting)
      .when(update({ schedule: at('2030-06-06T09:00:00Z') }))
      .then([
        { type: 'AlertUpdated', data: { event_uuid, alert_id, changes: { schedule: at('2030-06-06T09:00:00Z') } } },
        scheduledAt('2030-06-06T09:00:00.000Z'),
      ]);
    given(...waiting)
      .when(update({ subject: 'Gala night' }))
      .then([{ type: 'AlertUpdated', data: { event_uuid, alert_id, changes: { subject: 'Gala night' } } }]);
    given(...waiting)
      .when(update({ subject: '' }))
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { subject: ['The subject is required.'] } });
    given(...waiting)
      .when(send())
      .then([]);
    given(...waiting)
      .when(update({}, { send: false }))
      .then([{ type: 'AlertUnscheduled', data: { event_uuid, alert_id } }]);
    given(created, written)
      .when(update({}, { send: false }))
      .then([]);
  });
});

describe('once sent', () => {
  it('what it says cannot change, nor can it be sent or taken back again; its name can', () => {
    for (const history of [
      [created, written, scheduledAt(now.toISOString()), dispatched],
      [created, written, scheduledAt('2030-06-01T11:59:00.000Z')],
    ]) {
      given(...history)
        .when(update({ subject: 'Other' }))
        .thenRefuses({ kind: 'conflict', code: 'alert_already_sent' });
      given(...history)
        .when(send())
        .thenRefuses({ kind: 'conflict', code: 'alert_already_sent' });
      given(...history)
        .when(update({}, { send: false }))
        .thenRefuses({ kind: 'conflict', code: 'alert_already_sent' });
      given(...history)
        .when(update({ name: 'Doors (sent)' }))
        .then([{ type: 'AlertUpdated', data: { event_uuid, alert_id, changes: { name: 'Doors (sent)' } } }]);
      given(...history)
        .when(update({ subject: 'Gala' }))
        .then([]);
    }
  });

  it('continuous delivery still turns on and off', () => {
    const on: DomainEvent = { type: 'AlertContinuousDeliveryChanged', data: { event_uuid, alert_id, enabled: true } };
    given(created, written, scheduledAt(now.toISOString()), dispatched).when({ type: 'SetContinuousDelivery', event_uuid, alert_id, enabled: true }).then([on]);
    given(created, on).when({ type: 'SetContinuousDelivery', event_uuid, alert_id, enabled: true }).then([]);
    given(created, on)
      .when({ type: 'SetContinuousDelivery', event_uuid, alert_id, enabled: false })
      .then([{ ...on, data: { ...on.data, enabled: false } }]);
  });

  it('resends in rounds counted from 1, only once it has been sent', () => {
    const resend = (scope: 'failed' | 'unopened' | 'failed_and_unopened' = 'failed'): AlertCommand => ({ type: 'ResendAlert', event_uuid, alert_id, scope });
    const round = (n: number, scope: 'failed' | 'unopened' | 'failed_and_unopened' = 'failed'): DomainEvent => ({
      type: 'AlertResendRequested',
      data: { event_uuid, alert_id, round: n, scope },
    });
    given(created, written).when(resend()).thenRefuses({ kind: 'conflict', code: 'alert_not_sent' });
    given(created, written, scheduledAt('2030-06-05T09:00:00.000Z')).when(resend()).thenRefuses({ kind: 'conflict', code: 'alert_not_sent' });
    given(created, written, scheduledAt(now.toISOString()), dispatched)
      .when(resend())
      .then([round(1)]);
    given(created, written, scheduledAt(now.toISOString()), dispatched, round(1), { ...dispatched, data: { ...dispatched.data, round: 1 } })
      .when(resend('unopened'))
      .then([round(2, 'unopened')]);
  });
});

describe('deleting', () => {
  it('deletes a draft or a sent one, once', () => {
    const deleted: DomainEvent = { type: 'AlertDeleted', data: { event_uuid, alert_id } };
    given(created).when({ type: 'DeleteAlert', event_uuid, alert_id }).then([deleted]);
    given(created, written, scheduledAt(now.toISOString()), dispatched).when({ type: 'DeleteAlert', event_uuid, alert_id }).then([deleted]);
    given(created, deleted).when({ type: 'DeleteAlert', event_uuid, alert_id }).thenRefuses({ kind: 'not_found', code: 'alert_not_found' });
    given(created, deleted)
      .when({ type: 'SetContinuousDelivery', event_uuid, alert_id, enabled: true })
      .thenRefuses({ kind: 'not_found', code: 'alert_not_found' });
  });
});

describe('isBlankBody', () => {
  it('sees through empty markup, but not an image or a merge tag', () => {
    expect(isBlankBody('')).toBe(true);
    expect(isBlankBody('<p></p><p><br/></p> &nbsp; ')).toBe(true);
    expect(isBlankBody('<p><img src="/media/1.png" alt=""></p>')).toBe(false);
    expect(isBlankBody('<p><span data-type="mention" data-id="guest.first_name">@First name</span></p>')).toBe(false);
  });
});
