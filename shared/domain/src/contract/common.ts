import { z } from 'zod';

/**
 * Pieces every reply schema shares. Response schemas describe what the API
 * answers, so they are plain zod (not the boundary's safeText): the
 * serializer checks every answer against them, and the OpenAPI document, the
 * fuzz test, the permission matrix and the dashboard's types read them.
 */

/** Pagination of a list: `meta` beside the rows. */
export const PageMetaSchema = z.object({ total: z.number(), page: z.number(), per_page: z.number(), last_page: z.number() });

/** A position in the event log: a command's answer carries it, and a query may send it back as X-Min-Position. */
export const PositionSchema = z.string().describe('A position in the event log');

/** A command that changed many guests: which ones, and where in the log. */
export const BulkChangeReplySchema = z.object({
  data: z.object({ updated: z.number(), attendees: z.array(z.string()) }),
  position: PositionSchema,
});

/** 204, and redirects: nothing in the body (Fastify never serializes an empty body). */
export const NoContentSchema = z.undefined().describe('No content');
export const RedirectSchema = z.undefined().describe('Redirect: the target is in the Location header');

/** A file's bytes as a route may send them: text, a buffer or a stream (any async iterable). */
type FileBody = string | Uint8Array | AsyncIterable<unknown>;

/**
 * A file download: the body is the file itself in one of the named content
 * types. Fastify sends strings, buffers and streams as they are, without the
 * JSON serializer, so the schema only documents the body.
 */
export function fileReply(description: string, contentTypes: readonly string[]) {
  const schema = z.custom<FileBody>().meta({ description, type: 'string', format: 'binary' });
  return { content: Object.fromEntries(contentTypes.map((type) => [type, { schema }])) };
}

/** A websocket upgrade: the route answers 101 and then speaks JSON messages over the socket. */
export const WebsocketUpgradeSchema = z.undefined().describe('Switching Protocols: a websocket of JSON messages');

/** Every refusal: 401, 403, 404, 409, 429; `code` is stable where a client may switch on it. */
export const ErrorBodySchema = z.looseObject({ message: z.string(), code: z.string().optional() });

/** 422: the first message per field, in the spec's words. */
export const ValidationErrorBodySchema = z.looseObject({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  code: z.string().optional(),
});

/** The error answers any route may give, declared once and merged into every route's schema. */
export const ErrorReplies = {
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  422: ValidationErrorBodySchema,
  429: ErrorBodySchema,
} as const;

/** The organisation a guest page or pass comes from, as onboarding promises guests see it (null fields: not set). */
export const OrganisationBrandSchema = z.object({
  name: z.string().nullable(),
  logo_src: z.string().nullable().describe('The organisation logo, a path under /media.'),
});
