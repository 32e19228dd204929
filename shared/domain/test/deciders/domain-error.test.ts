import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/deciders/domain-error.ts';

describe('a refusal', () => {
  it('carries its answer without a stack, and leaves the stacks of other errors as they were', () => {
    const limit = Error.stackTraceLimit;
    const refusal = new DomainError('conflict', 'already_checked_in', 'The guest is already checked in.', {}, { at: 'door' });
    expect(refusal).toBeInstanceOf(Error);
    expect([refusal.kind, refusal.code, refusal.message, refusal.details]).toEqual([
      'conflict',
      'already_checked_in',
      'The guest is already checked in.',
      { at: 'door' },
    ]);
    expect(refusal.stack?.split('\n')).toHaveLength(1);
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new Error('a fault').stack?.split('\n').length).toBeGreaterThan(1);
  });
});
