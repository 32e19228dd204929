import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@usher/events';
import { fold } from '../../src/deciders/decider.ts';
import { DomainError } from '../../src/deciders/domain-error.ts';
import { webhookEndpointDecider as decider, type WebhookEndpointCommand } from '../../src/webhooks/webhook-endpoint-decider.ts';
import { webhookUrlProblem } from '../../src/webhooks/webhook-rules.ts';

const ID = '0190a000-0000-7000-8000-000000000001';
const ORG = '0190a000-0000-7000-8000-000000000002';
const created: DomainEvent = {
  type: 'WebhookEndpointCreated',
  data: { endpoint_id: ID, organisation_id: ORG, event_uuid: null, url: 'https://example.com/hook', description: '', event_types: [], created_by: null },
};

const given = (events: DomainEvent[], command: WebhookEndpointCommand) => decider.decide(command, fold(decider, events));
const disabled: DomainEvent = { type: 'WebhookEndpointDisabled', data: { endpoint_id: ID, reason: 'manual', consecutive_failures: null, failing_since: null } };

describe('webhook endpoint decider', () => {
  it('creates with a normalised filter, and refuses an unknown type', () => {
    const command = {
      type: 'CreateWebhookEndpoint' as const,
      endpoint_id: ID,
      organisation_id: ORG,
      event_uuid: null,
      created_by: null,
      url: ' https://example.com/hook ',
      description: '',
      event_types: ['AttendeeCheckedIn', 'AttendeeAdded', 'AttendeeAdded'],
    };
    expect(given([], command)).toEqual([
      {
        type: 'WebhookEndpointCreated',
        data: expect.objectContaining({ url: 'https://example.com/hook', event_types: ['AttendeeAdded', 'AttendeeCheckedIn'] }),
      },
    ]);
    expect(() => given([], { ...command, event_types: ['Nope'] })).toThrow(DomainError);
  });

  it('disables for failing only while enabled, so a second sender appends nothing', () => {
    const command = { type: 'DisableFailingWebhookEndpoint' as const, consecutive_failures: 10, failing_since: '2030-01-01T00:00:00Z' };
    expect(given([created], command)).toEqual([
      { type: 'WebhookEndpointDisabled', data: { endpoint_id: ID, reason: 'failing', consecutive_failures: 10, failing_since: '2030-01-01T00:00:00Z' } },
    ]);
    expect(given([created, disabled], command)).toEqual([]);
    expect(given([created, disabled], { type: 'EnableWebhookEndpoint' })).toEqual([{ type: 'WebhookEndpointEnabled', data: { endpoint_id: ID } }]);
  });

  it('treats a deleted endpoint as missing, and an unchanged edit as nothing', () => {
    expect(given([created], { type: 'UpdateWebhookEndpoint', url: 'https://example.com/hook' })).toEqual([]);
    expect(() => given([created, { type: 'WebhookEndpointDeleted', data: { endpoint_id: ID } }], { type: 'EnableWebhookEndpoint' })).toThrow(
      'could not be found',
    );
    expect(() => given([created, disabled], { type: 'RequestTestDelivery' })).toThrow('Enable the endpoint');
  });

  it('accepts https anywhere and plain http on loopback only', () => {
    expect(webhookUrlProblem('https://example.com')).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:8080/x')).toBeNull();
    expect(webhookUrlProblem('http://[::1]:8080/x')).toBeNull();
    expect(webhookUrlProblem('http://api.localhost/x')).toBeNull();
    expect(webhookUrlProblem('http://10.0.0.1/x')).not.toBeNull();
    expect(webhookUrlProblem('javascript:alert(1)')).not.toBeNull();
  });
});
