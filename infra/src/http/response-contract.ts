import type { FastifyInstance, FastifySchema } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { ErrorReplies } from '@usher/domain/contract/common';

type SerializerCompiler = typeof serializerCompiler;

/** What a test hears when an answer carries a field its route's response schema does not declare. */
export type UndeclaredFieldReporter = (report: string) => void;

/**
 * Every route's response schema also declares the shared error shapes
 * (401, 403, 404, 409, 422, 429), so the OpenAPI document tells integrators
 * what a refusal looks like without each route repeating it. A route that
 * declares its own schema for one of those statuses keeps it.
 */
export function declareErrorReplies(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = (route.schema ?? {}) as FastifySchema & { response?: Record<string, unknown> };
    if (!schema.response) return;
    route.schema = { ...schema, response: { ...ErrorReplies, ...schema.response } };
  });
}

/**
 * The zod serializer, which checks every answer against its schema (a wrong
 * schema answers 500) and drops fields the schema does not name. Tests pass a
 * reporter, so that a field a handler adds without declaring it is reported
 * instead of silently disappearing from the answer.
 */
export function responseSerializerCompiler(reportUndeclared?: UndeclaredFieldReporter): SerializerCompiler {
  if (!reportUndeclared) return serializerCompiler;
  return (route) => {
    const serialize = serializerCompiler(route);
    return (data) => {
      const json = serialize(data);
      const dropped = undeclaredPaths(JSON.parse(JSON.stringify(data)) as unknown, JSON.parse(json) as unknown, '');
      if (dropped.length) reportUndeclared(`${route.method} ${route.url}: ${dropped.slice(0, 10).join(', ')}`);
      return json;
    };
  };
}

/** Paths present in what the handler answered but missing from what was sent. */
function undeclaredPaths(answered: unknown, sent: unknown, at: string): string[] {
  if (Array.isArray(answered) && Array.isArray(sent)) {
    // One row shows a missing column; every row would repeat it.
    return answered.length && sent.length ? undeclaredPaths(answered[0], sent[0], `${at}[0]`) : [];
  }
  if (!isObject(answered) || !isObject(sent)) return [];
  const paths: string[] = [];
  for (const [key, value] of Object.entries(answered)) {
    const path = at ? `${at}.${key}` : key;
    if (!(key in sent)) paths.push(path);
    else paths.push(...undeclaredPaths(value, sent[key], path));
  }
  return paths;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
