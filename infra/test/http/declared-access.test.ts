import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { FastifyRequest } from 'fastify';
import { enforceDeclaredNeeds, judgeEventOfObject, type EventGate, type EventOfObject } from '../../src/http/declared-access.ts';
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
