import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { unknownKeyPaths } from '../../src/http/strict-body.ts';

// Issue 28: bodies dropped unknown keys in silence. The walk names every key no object of the schema names.

describe('unknownKeyPaths', () => {
  const guest = z.object({
    first_name: z.string().optional(),
    location: z.object({ city: z.string() }).partial().optional(),
    members: z.array(z.object({ email: z.string() })).optional(),
    custom_fields: z.record(z.string(), z.union([z.string(), z.object({ value: z.string() })])).optional(),
  });

  it('finds unknown keys at the top, in nested objects, in arrays and in records', () => {
    expect(unknownKeyPaths(guest, { first_name: 'Ada' })).toEqual([]);
    expect(unknownKeyPaths(guest, { first_name: 'Ada', nickname: 'A' })).toEqual([['nickname']]);
    expect(unknownKeyPaths(guest, { location: { city: 'Paris', planet: 'Earth' } })).toEqual([['location', 'planet']]);
    expect(unknownKeyPaths(guest, { members: [{ email: 'a@b.c' }, { email: 'd@e.f', role: 'x' }] })).toEqual([['members', 1, 'role']]);
    expect(unknownKeyPaths(guest, { custom_fields: { a: 'x', b: { value: 'y', extra: 1 } } })).toEqual([['custom_fields', 'b', 'extra']]);
  });

  it('reads the union option that takes the value, both sides of an intersection, and a pipe by its input', () => {
    const either = z.union([z.object({ kind: z.literal('a'), a: z.string() }), z.object({ kind: z.literal('b'), b: z.string() })]);
    expect(unknownKeyPaths(either, { kind: 'b', b: 'x' })).toEqual([]);
    expect(unknownKeyPaths(either, { kind: 'b', b: 'x', c: 1 })).toEqual([['c']]);
    const both = z.intersection(z.object({ a: z.string() }), z.object({ b: z.string() }));
    expect(unknownKeyPaths(both, { a: 'x', b: 'y' })).toEqual([]);
    expect(unknownKeyPaths(both, { a: 'x', b: 'y', c: 'z' })).toEqual([['c']]);
    const piped = z.object({ a: z.string() }).transform((value) => ({ renamed: value.a }));
    expect(unknownKeyPaths(piped, { a: 'x', b: 'y' })).toEqual([['b']]);
    expect(unknownKeyPaths(z.object({ a: z.string().default('x') }).default({ a: 'x' }), undefined)).toEqual([]);
  });

  it('lets an object declared loose take any key', () => {
    expect(unknownKeyPaths(z.looseObject({ a: z.string() }), { a: 'x', b: 'y' })).toEqual([]);
    expect(unknownKeyPaths(z.object({ a: z.string() }).catchall(z.number()), { a: 'x', b: 1 })).toEqual([]);
  });
});
