import type { StreamEvent } from '@usher/events';
import type { Decider } from '../deciders/decider.ts';
import { DomainError } from '../deciders/domain-error.ts';
import { normaliseEventTypes, validateWebhookEndpoint, type WebhookEndpointInput } from './webhook-rules.ts';

export interface WebhookEndpointState {
  exists: boolean;
  deleted: boolean;
  endpoint_id: string | null;
  organisation_id: string | null;
  event_uuid: string | null;
  url: string;
  description: string;
  event_types: string[];
  enabled: boolean;
  created_by: string | null;
}

export type WebhookEndpointCommand =
  | ({
      type: 'CreateWebhookEndpoint';
      endpoint_id: string;
      organisation_id: string;
      event_uuid: string | null;
      created_by: string | null;
    } & WebhookEndpointInput)
  | ({ type: 'UpdateWebhookEndpoint' } & Partial<WebhookEndpointInput>)
  | { type: 'DisableWebhookEndpoint'; reason: 'manual' }
  | { type: 'DisableFailingWebhookEndpoint'; consecutive_failures: number; failing_since: string }
  /** Its owner's account was deleted: no one answers for the receiver any more. */
  | { type: 'DisableOrphanedWebhookEndpoint' }
  | { type: 'EnableWebhookEndpoint' }
  | { type: 'DeleteWebhookEndpoint' }
  | { type: 'RecordSecretRotation' }
  | { type: 'RequestRedelivery'; delivery_id: string }
  | { type: 'RequestTestDelivery' };

const initialState = (): WebhookEndpointState => ({
  exists: false,
  deleted: false,
  endpoint_id: null,
  organisation_id: null,
  event_uuid: null,
  url: '',
  description: '',
  event_types: [],
  enabled: false,
  created_by: null,
});

function checked(input: WebhookEndpointInput): WebhookEndpointInput {
  const errors = validateWebhookEndpoint(input);
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
  return { url: input.url.trim(), description: input.description.trim(), event_types: normaliseEventTypes(input.event_types) };
}

/**
 * An endpoint's life: created, edited, turned off (by someone, or by the
 * sender when it keeps failing), turned on, deleted. A deleted endpoint is
 * gone for every command (404), like one that never existed.
 */
export const webhookEndpointDecider: Decider<WebhookEndpointState, WebhookEndpointCommand, StreamEvent<'webhook_endpoint'>> = {
  initialState,

  evolve(state, event) {
    switch (event.type) {
      case 'WebhookEndpointCreated': {
        const { endpoint_id, organisation_id, event_uuid, url, description, event_types, created_by } = event.data;
        return { ...state, exists: true, endpoint_id, organisation_id, event_uuid, url, description, event_types, created_by, enabled: true };
      }
      case 'WebhookEndpointUpdated':
        return { ...state, url: event.data.url, description: event.data.description, event_types: event.data.event_types };
      case 'WebhookEndpointDisabled':
        return { ...state, enabled: false };
      case 'WebhookEndpointEnabled':
        return { ...state, enabled: true };
      case 'WebhookEndpointDeleted':
        return { ...state, deleted: true, enabled: false };
      default:
        return state;
    }
  },

  decide(command, state): StreamEvent<'webhook_endpoint'>[] {
    if (command.type === 'CreateWebhookEndpoint') {
      if (state.exists) throw new DomainError('conflict', 'webhook_endpoint_exists', 'This webhook endpoint exists already.');
      const { endpoint_id, organisation_id, event_uuid, created_by } = command;
      return [{ type: 'WebhookEndpointCreated', data: { endpoint_id, organisation_id, event_uuid, created_by, ...checked(command) } }];
    }
    if (!state.exists || state.deleted || !state.endpoint_id) throw DomainError.notFound('webhook_endpoint');
    const endpoint_id = state.endpoint_id;
    switch (command.type) {
      case 'UpdateWebhookEndpoint': {
        const next = checked({
          url: command.url ?? state.url,
          description: command.description ?? state.description,
          event_types: command.event_types ?? state.event_types,
        });
        const same = next.url === state.url && next.description === state.description && next.event_types.join() === state.event_types.join();
        return same ? [] : [{ type: 'WebhookEndpointUpdated', data: { endpoint_id, ...next } }];
      }
      case 'DisableWebhookEndpoint':
        return state.enabled
          ? [{ type: 'WebhookEndpointDisabled', data: { endpoint_id, reason: 'manual', consecutive_failures: null, failing_since: null } }]
          : [];
      case 'DisableFailingWebhookEndpoint': {
        if (!state.enabled) return [];
        const { consecutive_failures, failing_since } = command;
        return [{ type: 'WebhookEndpointDisabled', data: { endpoint_id, reason: 'failing', consecutive_failures, failing_since } }];
      }
      case 'DisableOrphanedWebhookEndpoint':
        return state.enabled && !state.deleted
          ? [{ type: 'WebhookEndpointDisabled', data: { endpoint_id, reason: 'owner_deleted', consecutive_failures: null, failing_since: null } }]
          : [];
      case 'EnableWebhookEndpoint':
        return state.enabled ? [] : [{ type: 'WebhookEndpointEnabled', data: { endpoint_id } }];
      case 'DeleteWebhookEndpoint':
        return [{ type: 'WebhookEndpointDeleted', data: { endpoint_id } }];
      case 'RecordSecretRotation':
        return [{ type: 'WebhookEndpointSecretRotated', data: { endpoint_id } }];
      case 'RequestRedelivery':
        return [{ type: 'WebhookRedeliveryRequested', data: { endpoint_id, delivery_id: command.delivery_id } }];
      case 'RequestTestDelivery':
        if (!state.enabled) throw new DomainError('conflict', 'webhook_endpoint_disabled', 'Enable the endpoint before sending it a test event.');
        return [{ type: 'WebhookTestRequested', data: { endpoint_id } }];
    }
  },
};
