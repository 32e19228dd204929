import { toDomainEvent } from '@usher/events';
import type { EventStore } from '@usher/infra/eventstore/event-store';
import { isAfter, LOG_START, type LogPosition, type StoredEvent } from '@usher/infra/eventstore/types';

export const ENDPOINT_EVENT_TYPES = [
  'WebhookEndpointCreated',
  'WebhookEndpointUpdated',
  'WebhookEndpointDisabled',
  'WebhookEndpointEnabled',
  'WebhookEndpointDeleted',
] as const;

export interface DirectoryEndpoint {
  id: string;
  organisation_id: string;
  event_uuid: string | null;
  url: string;
  /** null: every type. */
  event_types: Set<string> | null;
  enabled: boolean;
  created_by: string | null;
}

/**
 * The endpoints as of a point in the log, folded from their events by the
 * webhook dispatcher itself rather than read from the endpoints' read model:
 * an event is matched against exactly the endpoints that existed (enabled,
 * with their filter) where it stands in commit order, whatever the
 * projections' lag, and again identically after a restart.
 */
export class EndpointDirectory {
  private readonly endpoints = new Map<string, DirectoryEndpoint>();
  private readonly organisationWide = new Map<string, Set<string>>();
  private readonly perEvent = new Map<string, Set<string>>();

  /**
   * Folds every endpoint event up to and including `upTo`. One that cannot be
   * folded (its fields missing) is left out: the matcher met it before its
   * checkpoint moved past it, and set it aside (projection_failures).
   */
  static async load(store: EventStore, upTo: LogPosition): Promise<EndpointDirectory> {
    const directory = new EndpointDirectory();
    let position = LOG_START;
    for (;;) {
      const { events } = await store.readAll(position, 1000, { types: ENDPOINT_EVENT_TYPES });
      for (const event of events) {
        if (isAfter(event, upTo)) return directory;
        try {
          directory.apply(event);
        } catch {
          // Set aside by the matcher when it met it (see above).
        }
      }
      if (events.length === 0) return directory;
      const last = events[events.length - 1]!;
      position = { transactionId: last.transactionId, globalPosition: last.globalPosition };
    }
  }

  /** Folds one endpoint event; one missing its fields throws before anything changed. */
  apply(stored: StoredEvent): void {
    const event = toDomainEvent(stored);
    switch (event.type) {
      case 'WebhookEndpointCreated': {
        const { endpoint_id, organisation_id, event_uuid, url, event_types, created_by } = event.data;
        this.endpoints.set(endpoint_id, { id: endpoint_id, organisation_id, event_uuid, url, event_types: typesOf(event_types), enabled: true, created_by });
        const index = event_uuid ? this.perEvent : this.organisationWide;
        const key = event_uuid ?? organisation_id;
        if (!index.has(key)) index.set(key, new Set());
        index.get(key)!.add(endpoint_id);
        return;
      }
      case 'WebhookEndpointUpdated': {
        const endpoint = this.endpoints.get(event.data.endpoint_id);
        if (endpoint) Object.assign(endpoint, { url: event.data.url, event_types: typesOf(event.data.event_types) });
        return;
      }
      case 'WebhookEndpointDisabled':
        this.setEnabled(event.data.endpoint_id, false);
        return;
      case 'WebhookEndpointEnabled':
        this.setEnabled(event.data.endpoint_id, true);
        return;
      case 'WebhookEndpointDeleted': {
        const endpoint = this.endpoints.get(event.data.endpoint_id);
        if (!endpoint) return;
        this.endpoints.delete(endpoint.id);
        (endpoint.event_uuid ? this.perEvent : this.organisationWide).get(endpoint.event_uuid ?? endpoint.organisation_id)?.delete(endpoint.id);
        return;
      }
    }
  }

  setEnabled(id: string, enabled: boolean): void {
    const endpoint = this.endpoints.get(id);
    if (endpoint) endpoint.enabled = enabled;
  }

  get(id: string): DirectoryEndpoint | undefined {
    return this.endpoints.get(id);
  }

  /** True while no endpoint is enabled: then no event but an endpoint's own can have an effect. */
  isQuiet(): boolean {
    for (const endpoint of this.endpoints.values()) if (endpoint.enabled) return false;
    return true;
  }

  enabledIds(): string[] {
    return [...this.endpoints.values()].filter((endpoint) => endpoint.enabled).map((endpoint) => endpoint.id);
  }

  /**
   * The enabled endpoints an event goes to: the organisation's own ones and
   * those of the event it belongs to, whose type filter lets it through. A
   * test request goes to its endpoint alone.
   */
  recipientsOf(event: StoredEvent): string[] {
    if (event.type === 'WebhookTestRequested') {
      const id = (event.data as { endpoint_id: string }).endpoint_id;
      return this.endpoints.get(id)?.enabled ? [id] : [];
    }
    const candidates = [
      ...(event.metadata.organisation_id ? (this.organisationWide.get(event.metadata.organisation_id) ?? []) : []),
      ...(event.metadata.event_uuid ? (this.perEvent.get(event.metadata.event_uuid) ?? []) : []),
    ];
    return candidates.filter((id) => {
      const endpoint = this.endpoints.get(id);
      return endpoint !== undefined && endpoint.enabled && (endpoint.event_types === null || endpoint.event_types.has(event.type));
    });
  }
}

function typesOf(types: string[]): Set<string> | null {
  return types.length === 0 ? null : new Set(types);
}
