import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../src/eventstore/uuid-v7.ts';

describe('uuidv7', () => {
  it('is a valid version-7 UUID carrying the time', () => {
    const id = uuidv7(0x0190_1234_5678);
    expect(id).toMatch(/^01901234-5678-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('sorts by time', () => {
    const earlier = uuidv7(1_700_000_000_000);
    const later = uuidv7(1_700_000_000_001);
    expect(earlier < later).toBe(true);
  });
});
