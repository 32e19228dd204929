import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@usher/events';
import { messageTrackingDecider, type MessageTrackingCommand } from '../../src/deciders/message-tracking-decider.ts';
import { suppressionReasonOf, type MessageReport } from '../../src/communications/message-reports.ts';
import { givenFor } from './given-when-then.ts';
import { fold } from '../../src/deciders/decider.ts';

const given = givenFor(messageTrackingDecider);
const event_uuid = '00000000-0000-4000-8000-0000000000e1';
const message_id = '00000000-0000-4000-8000-0000000000a1';
const attendee_id = '00000000-0000-4000-8000-0000000000b1';
const organisation_id = '00000000-0000-4000-8000-0000000000c1';
const base = { event_uuid, message_id, alert_id: null, attendee_id };

const created: DomainEvent = {
  type: 'OutboundMessageCreated',
  data: {
    ...base,
    email: 'Ada@Example.com',
    round: 0,
    status: 'accepted',
    due_at: '2027-05-01T10:00:00.000Z',
    smtp_configuration_id: null,
    notification: null,
  },
};
const changed = (
  status: 'sent' | 'opened' | 'clicked' | 'undelivered' | 'delivered' | 'dispatched' | 'complained' | 'unsubscribed',
  extra: { code?: string | null; detail?: string | null; url?: string | null } = {},
): DomainEvent => ({
  type: 'OutboundMessageStatusChanged',
  data: { ...base, status, detail: extra.detail ?? null, code: extra.code ?? null, provider_message_id: null, url: extra.url ?? null, retry_at: null },
});
const sent = changed('sent', { code: '250' });
const report = (value: MessageReport): MessageTrackingCommand => ({ type: 'RecordMessageReport', report: value });
const bounce = (action: 'failed' | 'delayed' | 'delivered' | 'relayed' | 'expanded', code: string | null = null, detail: string | null = null) =>
  report({ kind: 'delivery_status', action, code, detail });

describe("a sent message's reports", () => {
  it('records each delivery report as the status the spec names', () => {
    given(created, sent)
      .when(bounce('failed', '5.1.1', 'smtp; 550 5.1.1 no such user'))
      .then([changed('undelivered', { code: '5.1.1', detail: 'smtp; 550 5.1.1 no such user' })]);
    given(created, sent)
      .when(bounce('delivered', '2.0.0'))
      .then([changed('delivered', { code: '2.0.0' })]);
    given(created, sent)
      .when(bounce('relayed', '2.0.0'))
      .then([changed('dispatched', { code: '2.0.0' })]);
    given(created, sent)
      .when(bounce('expanded'))
      .then([changed('dispatched')]);
  });

  it('keeps a delayed message sent, saying so in the detail', () => {
    given(created, sent)
      .when(bounce('delayed', '4.2.2', 'mailbox full'))
      .then([changed('sent', { code: '4.2.2', detail: 'Delayed: mailbox full' })]);
    given(created, sent)
      .when(bounce('delayed'))
      .then([changed('sent', { detail: 'Delayed: the receiving mail server will keep trying.' })]);
  });

  it('records an open, a complaint and an unsubscribe once, a click once per link, and the same report once', () => {
    given(created, sent)
      .when(report({ kind: 'open' }))
      .then([changed('opened')]);
    given(created, sent, changed('opened'))
      .when(report({ kind: 'open' }))
      .then([]);
    given(created, sent, changed('clicked', { url: 'https://a.example/' }))
      .when(report({ kind: 'click', url: 'https://a.example/' }))
      .then([]);
    given(created, sent, changed('clicked', { url: 'https://a.example/' }))
      .when(report({ kind: 'click', url: 'https://b.example/' }))
      .then([changed('clicked', { url: 'https://b.example/' })]);
    given(created, sent, changed('unsubscribed', { detail: 'one click' }))
      .when(report({ kind: 'unsubscribe', detail: 'preferences' }))
      .then([]);
    given(created, sent, changed('complained', { detail: 'abuse' }))
      .when(report({ kind: 'complaint', detail: 'abuse again' }))
      .then([]);
    given(created, sent, changed('undelivered', { code: '5.1.1', detail: 'gone' }))
      .when(bounce('failed', '5.1.1', 'gone'))
      .then([]);
  });

  it('records a delivery status once per transition, whatever words later reports of it carry (issue 27)', () => {
    given(created, sent, changed('undelivered', { code: '5.1.1', detail: 'gone' }))
      .when(bounce('failed', '5.1.2', 'gone, said otherwise'))
      .then([]);
    given(created, sent, changed('delivered', { code: '2.0.0' }))
      .when(bounce('delivered', '2.0.0', 'again'))
      .then([]);
    given(created, sent, changed('sent', { code: '4.2.2', detail: 'Delayed: full' }))
      .when(bounce('delayed', '4.4.1', 'timed out'))
      .then([]);
    // A delay is no repeat of the send, and a failure after a delivery is a real change.
    given(created, sent)
      .when(bounce('delayed', '4.4.1', 'timed out'))
      .then([changed('sent', { code: '4.4.1', detail: 'Delayed: timed out' })]);
    given(created, sent, changed('delivered', { code: '2.0.0' }))
      .when(bounce('failed', '5.0.0', 'late bounce'))
      .then([changed('undelivered', { code: '5.0.0', detail: 'late bounce' })]);
  });

  it('bounds a diagnostic of any length', () => {
    const decided = messageTrackingDecider.decide(bounce('failed', '5.0.0', 'x'.repeat(5000)), fold(messageTrackingDecider, [created, sent]));
    expect((decided[0]!.data as { detail: string }).detail).toHaveLength(1000);
  });

  it('refuses a report about a message never made', () => {
    given()
      .when(report({ kind: 'open' }))
      .thenRefuses({ kind: 'not_found', code: 'message_not_found' });
  });

  it('suppresses the address for a hard bounce, a complaint and an unsubscribe only', () => {
    expect(suppressionReasonOf({ kind: 'delivery_status', action: 'failed', code: '5.1.1', detail: null })).toBe('bounced');
    expect(suppressionReasonOf({ kind: 'delivery_status', action: 'failed', code: '4.4.7', detail: null })).toBeNull();
    expect(suppressionReasonOf({ kind: 'delivery_status', action: 'failed', code: null, detail: null })).toBeNull();
    expect(suppressionReasonOf({ kind: 'delivery_status', action: 'delayed', code: '4.2.2', detail: null })).toBeNull();
    expect(suppressionReasonOf({ kind: 'complaint', detail: '' })).toBe('complained');
    expect(suppressionReasonOf({ kind: 'unsubscribe', detail: '' })).toBe('unsubscribed');
    expect(suppressionReasonOf({ kind: 'open' })).toBeNull();
    expect(suppressionReasonOf({ kind: 'click', url: 'https://a.example/' })).toBeNull();
  });
});

describe("an address on the organisation's suppression list", () => {
  const suppress = (reason: 'unsubscribed' | 'bounced' | 'added_by_organiser', email = ' Ada@Example.com '): MessageTrackingCommand => ({
    type: 'SuppressAddress',
    organisation_id,
    email,
    reason,
    attendee_id,
    message_id,
    event_uuid,
  });
  const suppressed = (reason: 'unsubscribed' | 'bounced' | 'added_by_organiser'): DomainEvent => ({
    type: 'AddressSuppressed',
    data: { organisation_id, email: 'Ada@Example.com', reason, attendee_id, message_id, event_uuid },
  });
  const unsuppress = (reason: 'resubscribed' | 'removed_by_organiser'): MessageTrackingCommand => ({
    type: 'UnsuppressAddress',
    organisation_id,
    email: 'Ada@Example.com',
    reason,
    attendee_id: null,
  });

  it('goes on once, with its first reason, and comes off once', () => {
    given()
      .when(suppress('unsubscribed'))
      .then([suppressed('unsubscribed')]);
    given(suppressed('unsubscribed')).when(suppress('bounced')).then([]);
    given(suppressed('bounced'))
      .when(unsuppress('removed_by_organiser'))
      .then([{ type: 'AddressUnsuppressed', data: { organisation_id, email: 'Ada@Example.com', reason: 'removed_by_organiser', attendee_id } }]);
    given().when(unsuppress('removed_by_organiser')).then([]);
  });

  it("lets the guest take back their own unsubscribe, but not an organiser's decision", () => {
    given(suppressed('unsubscribed'))
      .when(unsuppress('resubscribed'))
      .then([{ type: 'AddressUnsuppressed', data: { organisation_id, email: 'Ada@Example.com', reason: 'resubscribed', attendee_id } }]);
    given(suppressed('added_by_organiser')).when(unsuppress('resubscribed')).thenRefuses({ kind: 'conflict', code: 'suppressed_by_organiser' });
  });

  it('takes only an email address', () => {
    given()
      .when(suppress('added_by_organiser', 'not an address'))
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { email: ['Email must be a valid email address.'] } });
    given()
      .when(suppress('added_by_organiser', '  '))
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { email: ['Email is required.'] } });
  });
});
