import type { FieldErrors } from '../validation/errors.ts';

export type DomainErrorKind = 'validation' | 'not_found' | 'conflict' | 'forbidden';

/**
 * A refusal with a stable code: clients switch on `code`, people read
 * `message`, forms read `errors` by field.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    readonly errors: FieldErrors = {},
    /** More of the answer beside message and code, e.g. the guests a delete would unseat (409 seated_guests). */
    readonly details: Record<string, unknown> = {},
  ) {
    // A refusal is an answer, not a fault: no one reads its stack, and capturing one was 1.2 % of the door's
    // scans, whose repeats are each refused (issue 31).
    const stackFrames = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackFrames;
  }

  static validation(errors: FieldErrors): DomainError {
    const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
    return new DomainError('validation', 'validation_failed', first, errors);
  }

  static notFound(what: string): DomainError {
    return new DomainError('not_found', `${what}_not_found`, `The ${what.replaceAll('_', ' ')} could not be found.`);
  }
}
