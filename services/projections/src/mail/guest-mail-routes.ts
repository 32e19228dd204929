import type { Db } from '@usher/infra/db/database';
import type { EventMailRoute } from '@usher/infra/mail/event-mail-transport';
import type { MailTransport } from '@usher/infra/mail/mail-transport';
import { eventMailTransportFor } from '@usher/read-models/communications/event-mail-route';
import { pacedRoute, routeKeyOf } from '../communications-engine/event-mail-contexts.ts';
import type { RouteBuckets } from '../communications-engine/route-buckets.ts';

// A changed mail setting applies to guests' mail within this long.
const ROUTE_TTL_MS = 10_000;

/**
 * The way a guest's mail of an event leaves (an invitation, a pass, a host's
 * access): through the SMTP configuration the event's mail settings name, with
 * its sender, reply-to and limit a minute, as the event's communications go;
 * else through the instance's mail. Each send takes a token of the route's
 * bucket, which the communications engine shares, so one configuration's
 * limit holds for all its mail. Read once per event and kept a few seconds.
 */
export class GuestMailRoutes {
  private readonly cache = new Map<string, { at: number; route: Promise<EventMailRoute> }>();

  constructor(
    private readonly db: Db,
    private readonly instanceTransport: MailTransport,
    private readonly instanceMaxPerMinute: number,
    private readonly buckets: RouteBuckets,
  ) {}

  /** The transport to send an event's guest mail through, once its turn under the route's limit has come. */
  async pacedTransportFor(eventUuid: string): Promise<MailTransport> {
    const route = pacedRoute(await this.routeOf(eventUuid), this.instanceMaxPerMinute);
    await this.buckets.of(routeKeyOf(route), route.maxPerMinute).take();
    return route.transport;
  }

  private routeOf(eventUuid: string): Promise<EventMailRoute> {
    const cached = this.cache.get(eventUuid);
    if (cached && performance.now() - cached.at < ROUTE_TTL_MS) return cached.route;
    const route = eventMailTransportFor(this.db, eventUuid, this.instanceTransport);
    this.cache.set(eventUuid, { at: performance.now(), route });
    route.catch(() => this.cache.delete(eventUuid));
    return route;
  }
}
