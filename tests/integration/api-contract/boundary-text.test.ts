import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { isSafeJsonSchema, isSafeTextSchema } from '@usher/domain/validation/safe-text';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { projections: false });
});
afterAll(async () => {
  await t.close();
});

// Strings of a fixed format (an ISO date-time, a uuid) match a pattern of digits,
// letters and punctuation that no control character or lone surrogate gets through.
const FIXED_FORMATS = new Set(['datetime', 'date', 'time', 'uuid', 'guid']);

interface ZodDef {
  type: string;
  format?: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  items?: z.ZodType[];
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType): ZodDef => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** The paths inside a request schema where a string or free value is accepted without the boundary's check. */
function uncheckedText(schema: z.ZodType, path: string, found: string[], seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return found;
  seen.add(schema);
  const def = defOf(schema);
  const child = (inner: z.ZodType | undefined, at: string) => inner && uncheckedText(inner, at, found, seen);
  switch (def.type) {
    case 'string':
      if (!isSafeTextSchema(schema) && !FIXED_FORMATS.has(def.format ?? '')) found.push(path);
      break;
    case 'unknown':
    case 'any':
      if (!isSafeJsonSchema(schema)) found.push(`${path} (free value)`);
      break;
    case 'object':
      for (const [key, value] of Object.entries(def.shape ?? {})) child(value, `${path}.${key}`);
      break;
    case 'array':
      child(def.element, `${path}[]`);
      break;
    case 'record':
      child(def.keyType, `${path}{key}`);
      child(def.valueType, `${path}{value}`);
      break;
    case 'union':
      def.options?.forEach((option, index) => child(option, `${path}|${index}`));
      break;
    case 'tuple':
      def.items?.forEach((item, index) => child(item, `${path}[${index}]`));
      break;
    case 'intersection':
      child(def.left, path);
      child(def.right, path);
      break;
    case 'pipe':
      child(def.in, path);
      break;
    case 'lazy':
      child(def.getter?.(), path);
      break;
    default:
      child(def.innerType, path);
  }
  return found;
}

describe('the text boundary', () => {
  it('checks every string that any route accepts (body, query, path, headers) with the one boundary type', () => {
    const unchecked: string[] = [];
    for (const route of t.routes) {
      for (const part of ['body', 'querystring', 'params', 'headers'] as const) {
        const schema = route.schema?.[part] as z.ZodType | undefined;
        if (!schema || typeof schema !== 'object' || !('_zod' in schema)) continue;
        for (const path of uncheckedText(schema, part, [])) unchecked.push(`${String(route.method)} ${route.url}: ${path}`);
      }
    }
    expect(unchecked).toEqual([]);
  });

  it('finds routes to check (the walk is not looking at nothing)', () => {
    const withBodies = t.routes.filter((route) => route.schema?.body);
    expect(withBodies.length).toBeGreaterThan(40);
  });

  it('refuses NUL, control characters and unpaired surrogates on a field with 422 naming the field, and keeps tabs out of single-line text', async () => {
    const { auth } = await t.signUp();
    for (const name of ['Gala\u0000', 'Gala\ud800', 'Gala\u0007', 'Gala\tNight']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v2/events', headers: auth, payload: { name, timezone: 'US/Eastern' } });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ errors: { name: ['Name contains characters that are not allowed (control characters or broken Unicode).'] } });
    }
  });
});
