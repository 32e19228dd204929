import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { FIELD_LABEL_PLACEHOLDER } from '@usher/domain/validation/safe-text';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { concurrentChange, isLostRace } from './concurrent-change.ts';

// Seconds a client should wait before trying again while the database is away (the embedded one restarts in about that).
const DATABASE_RETRY_AFTER_S = 2;

const STATUS_BY_KIND = { validation: 422, not_found: 404, conflict: 409, forbidden: 403 } as const;

/** An HTTP-level refusal that is not a domain rule: 401, 403, 429. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    /** Sent with the answer, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export function sendDomainError(reply: FastifyReply, error: DomainError): FastifyReply {
  const status = STATUS_BY_KIND[error.kind];
  if (error.kind === 'validation') return reply.code(status).send({ message: error.message, errors: error.errors });
  return reply.code(status).send({ ...error.details, message: error.message, code: error.code });
}

/** '/members/0/email' → 'members.0.email' */
function fieldOf(instancePath: string, fallback: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || fallback;
}

function labelOf(field: string): string {
  const last = field.split('.').pop() ?? field;
  const words = last.replaceAll('_', ' ');
  return /^\d+$/.test(last) ? 'This field' : words.charAt(0).toUpperCase() + words.slice(1);
}

/** A boundary check's own message names the field through a placeholder; any other failure reads 'is invalid'. */
function messageFor(field: string, zodMessage: string | undefined): string {
  if (zodMessage?.startsWith(FIELD_LABEL_PLACEHOLDER)) return labelOf(field) + zodMessage.slice(FIELD_LABEL_PLACEHOLDER.length);
  return `${labelOf(field)} is invalid.`;
}

/**
 * One place turns every failure into the API's error shapes: schema failures
 * become 422 with the first message per field, domain refusals keep their
 * stable codes, and nothing a client sends can produce a 500.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) return sendDomainError(reply, error);
    if (error instanceof HttpError)
      return reply
        .code(error.statusCode)
        .headers(error.headers ?? {})
        .send({ message: error.message, code: error.code });
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const missing = (issue.params as { issue?: { path?: PropertyKey[] } })?.issue?.path;
        const field = fieldOf(issue.instancePath, missing?.map(String).join('.') || error.validationContext || 'body');
        errors[field] ??= [messageFor(field, issue.message)];
      }
      return reply.code(422).send({ message: Object.values(errors)[0]![0], errors });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, oversized bodies, unsupported media types.
      const status = error.statusCode === 400 ? 422 : error.statusCode;
      return reply.code(status).send({ message: error.message, errors: status === 422 ? { body: [error.message] } : undefined });
    }
    if (isDatabaseUnavailable(error)) {
      // Nothing was acknowledged: the client may send the same request again.
      request.log.warn({ code: (error as { code?: string }).code }, `database unavailable: ${error.message}`);
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send({ message: 'The database is unavailable for a moment; try again shortly.', code: 'database_unavailable' });
    }
    // A write that lost a race outside the command routes' retry (which decides again first): a 409, not a 500.
    if (isLostRace(error)) return sendDomainError(reply, concurrentChange());
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'An error occurred' });
  });
}
