import type { Db } from '@usher/infra/db/database';
import type { EventStore } from '@usher/infra/eventstore/event-store';
import type { EventMailRoute } from '@usher/infra/mail/event-mail-transport';
import { eventMailTransportFor } from '@usher/read-models/communications/event-mail-route';
import type { MailTransport } from '@usher/infra/mail/mail-transport';
import { organisationNameOfEvent } from '@usher/read-models/organisations/organisation-brand';
import { eventMergeContextFor, type EventMergeContext } from '@usher/infra/mail/render/merge-values';
import type { EngineTenant } from './engine-appends.ts';
import type { EventTenants } from './event-tenants.ts';

/** What every message of one event shares when it is sent. */
export interface EventMailContext {
  tenant: EngineTenant;
  route: EventMailRoute;
  /** The throttle and lane of the route: the event's SMTP configuration, or the instance's mail. */
  routeKey: string;
  merge: EventMergeContext;
  tracking: { opens: boolean; clicks: boolean };
  /** The organisation's name, signed on guests' mail when the route's sender has no name of its own. */
  senderName: string | null;
}

export interface EventMailContextOptions {
  instanceTransport: MailTransport;
  /** The instance's own limit (MAIL_MAX_PER_MINUTE); an event's configuration carries its own. */
  instanceMaxPerMinute: number;
  appUrl: string;
  /** How long what was read serves before it is read again (a changed setting applies within it). */
  ttlMs: number;
}

export const INSTANCE_ROUTE = 'instance';

/** The lane and bucket a route's mail shares: its SMTP configuration's, or the instance's. */
export const routeKeyOf = (route: EventMailRoute): string => route.smtpConfigurationId ?? INSTANCE_ROUTE;

/** The route at its limit a minute: a configuration's own, or the instance's (MAIL_MAX_PER_MINUTE). */
export function pacedRoute(route: EventMailRoute, instanceMaxPerMinute: number): EventMailRoute {
  return route.smtpConfigurationId ? route : { ...route, maxPerMinute: instanceMaxPerMinute };
}

/**
 * Each event's mail context, read once and kept a few seconds: ten thousand
 * messages of one event read its settings, its transport and its details a
 * handful of times, not ten thousand.
 */
export class EventMailContexts {
  private readonly cache = new Map<string, { at: number; context: Promise<EventMailContext> }>();

  constructor(
    private readonly db: Db,
    private readonly store: EventStore,
    private readonly tenants: EventTenants,
    private readonly options: EventMailContextOptions,
  ) {}

  of(eventUuid: string): Promise<EventMailContext> {
    const cached = this.cache.get(eventUuid);
    if (cached && performance.now() - cached.at < this.options.ttlMs) return cached.context;
    const context = this.load(eventUuid);
    this.cache.set(eventUuid, { at: performance.now(), context });
    context.catch(() => this.cache.delete(eventUuid));
    return context;
  }

  /** The lane an event's messages went through when last read (null: not read lately). */
  routeKeyOfCached(eventUuid: string): Promise<string> | null {
    return this.cache.get(eventUuid)?.context.then((context) => context.routeKey) ?? null;
  }

  private async load(eventUuid: string): Promise<EventMailContext> {
    const { appUrl, instanceTransport, instanceMaxPerMinute } = this.options;
    const [tenant, route, merge, settings, senderName] = await Promise.all([
      this.tenants.of(eventUuid),
      eventMailTransportFor(this.db, eventUuid, instanceTransport),
      eventMergeContextFor(this.store, eventUuid, appUrl),
      this.db
        .selectFrom('rm_event_communication_settings')
        .select(['is_open_tracking_enabled', 'is_click_tracking_enabled'])
        .where('event_uuid', '=', eventUuid)
        .executeTakeFirst(),
      organisationNameOfEvent(this.db, eventUuid),
    ]);
    const paced = pacedRoute(route, instanceMaxPerMinute);
    return {
      tenant,
      route: paced,
      routeKey: routeKeyOf(paced),
      merge,
      senderName,
      // Both on unless the organiser turned them off (spec section 7).
      tracking: { opens: settings?.is_open_tracking_enabled ?? true, clicks: settings?.is_click_tracking_enabled ?? true },
    };
  }
}
