import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { enforceDeclaredNeeds, type EventGate } from '../../src/http/declared-access.ts';
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
    const app = appWith((scope) => scope.get('/api/v2/open', { config: { need: 'public' } }, async () => ({ ok: true })), async (_request, eventUuid) => {
      judged.push(eventUuid);
    });
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
});
