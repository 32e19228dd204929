import type { FastifyInstance, onRouteHookHandler, preValidationHookHandler } from 'fastify';
import { z } from 'zod';
import { DomainError } from '@usher/domain/deciders/domain-error';

const PAGING_KEYS = ['page', 'per_page'] as const;

/** The query keys a route's querystring schema declares (none when it has no schema). */
function declaredKeys(querystring: unknown): Set<string> {
  return querystring instanceof z.ZodObject ? new Set(Object.keys(querystring.shape as Record<string, unknown>)) : new Set();
}

/**
 * The paging rule's other half (docs/api.md, Conventions): a GET route that does
 * not page refuses `page` and `per_page` with 422 on the field, instead of
 * ignoring them, so an integrator never reads a whole list believing it a page.
 */
export function refuseUndeclaredPaging(app: FastifyInstance): void {
  const onRoute: onRouteHookHandler = (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // The dashboard's pages (outside /api) keep their own ?page= in the address bar.
    if (!methods.includes('GET') || !route.url.startsWith('/api/')) return;
    const declared = declaredKeys(route.schema?.querystring);
    const refused = PAGING_KEYS.filter((key) => !declared.has(key));
    if (refused.length === 0) return;
    const refuse: preValidationHookHandler = (request, _reply, done) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      const asked = refused.filter((key) => key in query);
      if (asked.length === 0) return done();
      done(DomainError.validation(Object.fromEntries(asked.map((key) => [key, [`This list is not paged: it does not take ${key}.`]]))));
    };
    const existing = route.preValidation;
    route.preValidation = existing === undefined ? [refuse] : [...(Array.isArray(existing) ? existing : [existing]), refuse];
  };
  app.addHook('onRoute', onRoute);
}
