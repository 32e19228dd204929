import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { FastifyRequest } from 'fastify';
import {
  ALL_EVENTS_OF_ORGANISATION,
  enforceDeclaredNeeds,
  judgeEventOfObject,
  judgeOrganisationObject,
  type EventGate,
  type EventOfObject,
  type OrganisationObjectOf,
} from '../../src/http/declared-access.ts';
import { signedInAfterUpgrade, signedInOrNull, signedInUser } from '../../src/http/optional-sign-in.ts';
import { HttpError } from '../../src/http/errors.ts';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { installErrorHandler } from '../../src/http/errors.ts';
import type { ServiceContext } from '../../src/context.ts';

// Issue 30 §1: each route declares who may call it; the declarations are enforced in one place,
// and a route that declares nothing does not start. None of these requests reaches a database:
// an undeclared route fails before any request, and the others are public or carry no credentials.

const context = {} as ServiceContext;

function appWith(register: (app: ReturnType<typeof Fastify>) => void, gate: EventGate = async () => undefined) {
  const app = Fastify();
  installErrorHandler(app);
  void app.register(async (scope) => {
    enforceDeclaredNeeds(scope, context, gate);
    register(scope);
  });
  return app;
}

describe('routes that declare what they need', () => {
  it('given a route that declares nothing, the app refuses to start and names it', async () => {
    const app = appWith((scope) => scope.get('/api/v2/forgotten', async () => ({ ok: true })));
    await expect(app.ready()).rejects.toThrow(/GET \/api\/v2\/forgotten declares no need/);
  });

  it('given an event need on a path that names no event, the app refuses to start', async () => {
    const app = appWith((scope) => scope.get('/api/v2/somewhere', { config: { need: ['read', 'event'] } }, async () => ({ ok: true })));
    await expect(app.ready()).rejects.toThrow(/needs an event its path does not name/);
  });

  it('given a public route, anyone is answered and no event is judged', async () => {
    const judged: string[] = [];
    const app = appWith(
      (scope) => scope.get('/api/v2/open', { config: { need: 'public' } }, async () => ({ ok: true })),
      async (_request, eventUuid) => {
        judged.push(eventUuid);
      },
    );
    const response = await app.inject({ method: 'GET', url: '/api/v2/open' });
    expect(response.statusCode).toBe(200);
    expect(judged).toEqual([]);
  });

  it('given an event route, a caller without credentials is refused with 401 before the handler or the gate runs', async () => {
    let handled = false;
    let judged = false;
    const app = appWith(
      (scope) =>
        scope.put('/api/v2/events/:e/name', { config: { need: ['update', 'event'] } }, async () => {
          handled = true;
          return { ok: true };
        }),
      async () => {
        judged = true;
      },
    );
    const response = await app.inject({ method: 'PUT', url: '/api/v2/events/0f8fad5b-d9cb-469f-a165-70867728950e/name', payload: {} });
    expect(response.statusCode).toBe(401);
    expect({ handled, judged }).toEqual({ handled: false, judged: false });
  });

  it('given a route that needs the event of an object but declares no way to find it, the app refuses to start', async () => {
    const app = appWith((scope) => scope.get('/api/v2/tags/:id', { config: { need: ['update', 'event_object'] } }, async () => ({ ok: true })));
    await expect(app.ready()).rejects.toThrow(/GET \/api\/v2\/tags\/:id needs the event of an object but declares no way to find it/);
  });
});

describe("routes that name an event's object by id", () => {
  // The hook's judgement of an object's event, given the account the hook found first (none of this reaches a database).
  const TAG_EVENTS: Record<string, string> = { 'own-tag': 'event-a', 'foreign-tag': 'event-b' };
  const tagEvent: EventOfObject = {
    object: 'attendee_tag',
    find: async (request) => {
      const event = TAG_EVENTS[(request.params as { id: string }).id];
      if (!event) throw DomainError.notFound('attendee_tag');
      return event;
    },
  };
  // The gate knows event-a; event-b is another organisation's (404, as the services' gates answer).
  const gate: EventGate = async (_request, eventUuid, action) => {
    if (eventUuid !== 'event-a') throw DomainError.notFound('event');
    if (action !== 'read') throw new DomainError('forbidden', 'forbidden', 'Your role does not allow you to change this event.');
  };

  const user = { id: 'u', organisation_id: 'o', first_name: 'Ada', last_name: 'Lovelace' };
  const requestFor = (id: string) =>
    ({
      params: { id },
      headers: {},
      id: 'r1',
      method: 'GET',
      url: `/api/v2/tags/${id}`,
      routeOptions: { url: '/api/v2/tags/:id' },
      user,
    }) as unknown as FastifyRequest;

  it("judges the need on the object's event, and its events name that event", async () => {
    const request = requestFor('own-tag');
    await judgeEventOfObject(request, 'read', tagEvent, gate);
    expect(request.metadata.event_uuid).toBe('event-a');
  });

  it("answers another organisation's object exactly like a missing one: the object's 404", async () => {
    for (const id of ['foreign-tag', 'no-such-tag']) {
      const refusal = await judgeEventOfObject(requestFor(id), 'read', tagEvent, gate).catch((error: DomainError) => error);
      expect([refusal?.kind, refusal?.code]).toEqual(['not_found', 'attendee_tag_not_found']);
    }
  });

  it('refuses with 403 what the role does not allow on its own event', async () => {
    const refusal = await judgeEventOfObject(requestFor('own-tag'), 'update', tagEvent, gate).catch((error: DomainError) => error);
    expect(refusal?.kind).toBe('forbidden');
  });

  it('asks for an account before it looks for the object: 401 without credentials, the object untouched', async () => {
    let looked = false;
    const app = appWith((scope) =>
      scope.get(
        '/api/v2/tags/:id',
        { config: { need: ['update', 'event_object'], eventOf: { object: 'attendee_tag', find: async () => ((looked = true), 'event-a') } } },
        async () => ({ ok: true }),
      ),
    );
    const response = await app.inject({ method: 'GET', url: '/api/v2/tags/own-tag' });
    expect({ status: response.statusCode, looked }).toEqual({ status: 401, looked: false });
  });
});

describe('an event found another way than by the path', () => {
  const gate: EventGate = async (_request, eventUuid, action) => {
    if (eventUuid !== 'event-a') throw DomainError.notFound('event');
    if (action !== 'read') throw new DomainError('forbidden', 'forbidden', 'Your role does not allow you to change this event.');
  };
  const requestOf = (defaultRole: string, query: Record<string, string> = {}) =>
    ({
      params: {},
      query,
      headers: {},
      id: 'r1',
      method: 'GET',
      url: '/api/v2/activity-log',
      routeOptions: { url: '/api/v2/activity-log' },
      user: { id: 'u', organisation_id: 'o', first_name: 'Ada', last_name: 'Lovelace', default_event_role: defaultRole },
    }) as unknown as FastifyRequest;
  const eventInQuery: EventOfObject = {
    object: 'event',
    action: 'read',
    find: async (request) => (request.query as { event_uuid?: string }).event_uuid ?? null,
  };

  it('judges an event the query string names, and asks only for an account when it names none', async () => {
    let judged: string[] = [];
    const recording: EventGate = async (request, eventUuid, action) => {
      judged.push(`${action} ${eventUuid}`);
      await gate(request, eventUuid, action);
    };
    await judgeEventOfObject(requestOf('inactive'), 'read', eventInQuery, recording);
    expect(judged).toEqual([]);
    const request = requestOf('inactive', { event_uuid: 'event-a' });
    await judgeEventOfObject(request, 'read', eventInQuery, recording);
    expect([judged, request.metadata.event_uuid]).toEqual([['read event-a'], 'event-a']);
    judged = [];
    const refusal = await judgeEventOfObject(requestOf('editor', { event_uuid: 'event-b' }), 'read', eventInQuery, recording).catch(
      (error: DomainError) => error,
    );
    expect([judged, refusal?.code]).toEqual([['read event-b'], 'event_not_found']);
  });

  it("judges all the organisation's events at once on the default role: viewers read, only editors change, others are refused", async () => {
    const verdict = (role: string, action: 'read' | 'update') =>
      judgeEventOfObject(requestOf(role), action, ALL_EVENTS_OF_ORGANISATION, gate).then(
        () => 'allowed',
        (error: DomainError) => error.kind,
      );
    expect(await Promise.all([verdict('editor', 'update'), verdict('viewer', 'read'), verdict('viewer', 'update'), verdict('inactive', 'read')])).toEqual([
      'allowed',
      'allowed',
      'forbidden',
      'forbidden',
    ]);
  });

  it('judges an object that belongs to one event on that event, and one of the whole organisation on the default role', async () => {
    const hooks: Record<string, string | null> = { 'event-hook': 'event-a', 'organisation-hook': null };
    const endpointOf: EventOfObject = {
      object: 'webhook_endpoint',
      otherwise: 'all_events',
      find: async (request) => {
        const id = (request.query as { id: string }).id;
        if (!(id in hooks)) throw DomainError.notFound('webhook_endpoint');
        return hooks[id]!;
      },
    };
    const verdict = (role: string, id: string) =>
      judgeEventOfObject(requestOf(role, { id }), 'read', endpointOf, gate).then(
        () => 'allowed',
        (error: DomainError) => error.code,
      );
    // The event's own gate lets the inactive default role read event-a (its team would say so); the organisation's needs the default role.
    expect(await Promise.all([verdict('inactive', 'event-hook'), verdict('inactive', 'organisation-hook'), verdict('viewer', 'organisation-hook')])).toEqual([
      'allowed',
      'forbidden',
      'allowed',
    ]);
    expect(await verdict('editor', 'no-such-hook')).toBe('webhook_endpoint_not_found');
  });

  it('refuses to start a route that finds an event but names no action to judge on it', async () => {
    const app = appWith((scope) =>
      scope.get('/api/v2/somewhere', { config: { need: 'signed_in', eventOf: { object: 'event', find: async () => null } } }, async () => ({ ok: true })),
    );
    await expect(app.ready()).rejects.toThrow(/GET \/api\/v2\/somewhere finds an event \(config.eventOf\) but names no action/);
  });
});

describe('routes where signing in is optional', () => {
  it('answers a public route that looks for a session without one: no user, and a 401 kept for the handler that needs one', async () => {
    const app = appWith((scope) =>
      scope.post('/api/v2/verify', { config: { need: 'public', signIn: 'optional' } }, async (request: FastifyRequest) => {
        const user = signedInOrNull(request);
        const refusal = (() => {
          try {
            signedInUser(request);
            return null;
          } catch (error) {
            return (error as HttpError).statusCode;
          }
        })();
        return { user, refusal };
      }),
    );
    const response = await app.inject({ method: 'POST', url: '/api/v2/verify', payload: {} });
    expect([response.statusCode, response.json()]).toEqual([200, { user: null, refusal: 401 }]);
  });

  it("keeps a host's link or a socket open without a session, and judges its event only once someone signed in", async () => {
    let judged = false;
    const app = appWith(
      (scope) =>
        scope.get(
          '/api/v2/tail',
          { config: { need: ['listen', 'socket'], eventOf: { object: 'event', action: 'read', find: async () => 'event-a' } } },
          async (request: FastifyRequest) => ({
            user: signedInOrNull(request),
            refusal: request.refusal instanceof HttpError ? request.refusal.statusCode : null,
          }),
        ),
      async () => {
        judged = true;
      },
    );
    const response = await app.inject({ method: 'GET', url: '/api/v2/tail' });
    expect([response.statusCode, response.json(), judged]).toEqual([200, { user: null, refusal: 401 }, false]);
  });

  it('refuses to start a route that makes signing in optional but is not public', async () => {
    const app = appWith((scope) => scope.get('/api/v2/mine', { config: { need: 'signed_in', signIn: 'optional' } }, async () => ({ ok: true })));
    await expect(app.ready()).rejects.toThrow(/makes signing in optional on a route that is not public/);
  });

  it('refuses to start a route that looks for its caller after the upgrade but is not a socket judging no event', async () => {
    const app = appWith((scope) => scope.get('/api/v2/page', { config: { need: 'public', signIn: 'after_upgrade' } }, async () => ({ ok: true })));
    await expect(app.ready()).rejects.toThrow(/looks for its caller after the upgrade, but is not a socket that judges no event/);
  });

  it('looks for the caller of a socket declared after_upgrade only when the handler asks, and once', async () => {
    let asked = 0;
    const app = appWith((scope) =>
      scope.get('/api/v2/live', { config: { need: ['listen', 'socket'], signIn: 'after_upgrade' } }, async (request: FastifyRequest) => {
        asked += request.user ? 1 : 0;
        const [first, second] = await Promise.all([signedInAfterUpgrade(request), signedInAfterUpgrade(request)]);
        return { before: asked, first, second, refusal: (request.refusal as { statusCode?: number } | null)?.statusCode ?? null };
      }),
    );
    const response = await app.inject({ method: 'GET', url: '/api/v2/live' });
    expect([response.statusCode, response.json()]).toEqual([200, { before: 0, first: null, second: null, refusal: 401 }]);
  });
});

describe('routes that name an object of the organisation as a whole', () => {
  // An address book of the caller's organisation, and an image uploaded by someone: found without a database.
  const ADDRESSES = new Set(['own-address']);
  const IMAGES: Record<string, string> = { 'ada-upload': 'ada', 'grace-upload': 'grace' };
  const address: OrganisationObjectOf = {
    object: 'address',
    find: async (request) => {
      if (!ADDRESSES.has((request.params as { id: string }).id)) throw DomainError.notFound('address');
      return { made_by: null };
    },
  };
  const image: OrganisationObjectOf = {
    object: 'media',
    makerMay: true,
    refusal: 'Only the uploader or an editor may change it.',
    find: async (request) => {
      const uploader = IMAGES[(request.params as { id: string }).id];
      if (!uploader) throw DomainError.notFound('media');
      return { made_by: uploader };
    },
  };
  const requestOf = (id: string, defaultRole: string) =>
    ({
      params: { id },
      headers: {},
      id: 'r1',
      method: 'PUT',
      url: `/api/v2/things/${id}`,
      routeOptions: { url: '/api/v2/things/:id' },
      user: { id: 'ada', organisation_id: 'o', first_name: 'Ada', last_name: 'Lovelace', default_event_role: defaultRole },
    }) as unknown as FastifyRequest;
  const verdict = (declared: OrganisationObjectOf, id: string, role: string, action: 'read' | 'update' = 'update') =>
    judgeOrganisationObject(requestOf(id, role), action, declared).then(
      () => 'allowed',
      (error: DomainError) => error.code,
    );

  it("lets the organisation's editors change its object, any member read it, and refuses the others with 403", async () => {
    expect(
      await Promise.all([
        verdict(address, 'own-address', 'editor'),
        verdict(address, 'own-address', 'viewer'),
        verdict(address, 'own-address', 'inactive'),
        verdict(address, 'own-address', 'viewer', 'read'),
      ]),
    ).toEqual(['allowed', 'forbidden', 'forbidden', 'allowed']);
  });

  it('answers a missing object, or one of another organisation (not found in their own), with its 404; refuses those who may change none with 403 first', async () => {
    expect(await Promise.all([verdict(address, 'foreign-address', 'editor'), verdict(address, 'foreign-address', 'viewer')])).toEqual([
      'address_not_found',
      'forbidden',
    ]);
    // Where its maker may change it, the object is found first: a missing one is a 404 for anyone.
    expect(await Promise.all([verdict(image, 'no-such-upload', 'viewer'), verdict(image, 'no-such-upload', 'editor')])).toEqual([
      'media_not_found',
      'media_not_found',
    ]);
  });

  it('lets the maker change their own object where the route says so, and names the refusal the route gives', async () => {
    expect(
      await Promise.all([verdict(image, 'ada-upload', 'viewer'), verdict(image, 'grace-upload', 'viewer'), verdict(image, 'grace-upload', 'editor')]),
    ).toEqual(['allowed', 'forbidden', 'allowed']);
    const refusal = await judgeOrganisationObject(requestOf('grace-upload', 'viewer'), 'update', image).catch((error: DomainError) => error);
    expect(refusal?.message).toBe('Only the uploader or an editor may change it.');
    expect(await verdict(address, 'ada-upload', 'editor')).toBe('address_not_found');
  });

  it('finds the object before the handler runs: a missing one is a 404 and the handler is not reached; 401 without credentials, unfound', async () => {
    let looked = false;
    const app = appWith((scope) =>
      scope.put(
        '/api/v2/addresses/:id',
        {
          config: {
            need: ['update', 'organisation_object'],
            organisationObjectOf: { object: 'address', find: async () => ((looked = true), { made_by: null }) },
          },
        },
        async () => ({ ok: true }),
      ),
    );
    const response = await app.inject({ method: 'PUT', url: '/api/v2/addresses/own-address', payload: {} });
    expect({ status: response.statusCode, looked }).toEqual({ status: 401, looked: false });
  });

  it('refuses to start an organisation-object route that declares no way to find its object, or a finder on a route that needs none', async () => {
    const undeclared = appWith((scope) => scope.put('/api/v2/media/:id', { config: { need: ['update', 'organisation_object'] } }, async () => ({ ok: true })));
    await expect(undeclared.ready()).rejects.toThrow(/PUT \/api\/v2\/media\/:id needs an object of the organisation but declares no way to find it/);
    const misplaced = appWith((scope) =>
      scope.get(
        '/api/v2/mine',
        { config: { need: 'signed_in', organisationObjectOf: { object: 'media', find: async () => ({ made_by: null }) } } },
        async () => ({
          ok: true,
        }),
      ),
    );
    await expect(misplaced.ready()).rejects.toThrow(/finds an object of the organisation \(config.organisationObjectOf\) but does not need one/);
  });
});
