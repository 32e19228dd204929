// Malformed requests for one operation of the OpenAPI document: what a
// stranger, a broken client or a fuzzer sends. Generated from the operation's
// own schemas, so a new route is covered the day it is documented.

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  additionalProperties?: JsonSchema | boolean;
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  /** The path template, `/api/v2/events/{e}/attendees`. */
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
}

export interface FuzzCase {
  label: string;
  /** Path and query, encoded. */
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const MEGABYTE_OF_TEXT = 'x'.repeat(1024 * 1024);
const HOSTILE_TEXTS: Record<string, string> = {
  nul: 'a\u0000b',
  'unpaired surrogate': 'a\ud800b',
  'control character': 'a\u001bb',
  '1 MB string': MEGABYTE_OF_TEXT,
  'html and sql': `<script>alert(1)</script>'; drop table es_events; --`,
};
// Values of the wrong type for any field: each is wrong for some schema.
const WRONG_TYPES: Record<string, unknown> = { number: 12345, 'negative number': -1e308, boolean: true, object: { a: 1 }, array: [1, 'two'], null: null };

/** 2,000 arrays inside each other: a parser or a walk that recurses without a bound falls over. */
const DEEP_NESTING = `${'['.repeat(2000)}${']'.repeat(2000)}`;

/** A value that satisfies the schema's type, to keep the other fields plausible while one is broken. */
export function plausibleValue(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf ?? schema.oneOf;
  if (variant?.length) return plausibleValue(variant.find((option) => option.type !== 'null') ?? variant[0], depth + 1);
  if (schema.allOf?.length) return plausibleValue(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((kind) => kind !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return schema.format === 'date-time' ? '2099-01-01T19:00:00Z' : schema.format === 'uuid' ? '00000000-0000-4000-8000-000000000000' : 'Fuzz';
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? []) value[name] = plausibleValue(schema.properties?.[name], depth + 1);
      return value;
    }
    default:
      return schema.properties ? plausibleValue({ ...schema, type: 'object' }, depth + 1) : null;
  }
}

/** The body's fields to break one at a time: top level, and one level into objects and arrays of objects. */
function fieldPaths(schema: JsonSchema, limit: number): string[][] {
  const paths: string[][] = [];
  const objectOf = (candidate: JsonSchema | undefined): JsonSchema | undefined => {
    if (!candidate) return undefined;
    if (candidate.properties) return candidate;
    if (candidate.items?.properties) return candidate.items;
    return (candidate.anyOf ?? candidate.oneOf)?.map(objectOf).find(Boolean);
  };
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    paths.push([name]);
    const inner = objectOf(property);
    if (inner && inner !== schema) for (const child of Object.keys(inner.properties ?? {})) paths.push([name, child]);
  }
  return paths.slice(0, limit);
}

/** The plausible body with the value at `path` replaced (arrays of objects get one element). */
function withValueAt(schema: JsonSchema, path: string[], value: unknown): unknown {
  const body = (plausibleValue(schema) ?? {}) as Record<string, unknown>;
  const [head, child] = path;
  if (child === undefined) return { ...body, [head!]: value };
  const property = schema.properties?.[head!];
  const isArray = property?.type === 'array' || (property?.anyOf ?? []).some((option) => option.type === 'array');
  return { ...body, [head!]: isArray ? [{ [child]: value }] : { [child]: value } };
}

function encodeQuery(query: Record<string, string>): string {
  const entries = Object.entries(query);
  return entries.length === 0 ? '' : `?${entries.map(([name, value]) => `${encodeURIComponent(name)}=${value}`).join('&')}`;
}

/**
 * Every malformed request for one operation. `pathValues` holds real values for
 * its path parameters (so the request reaches the handler), `headers` the
 * caller's credentials.
 */
export function malformedRequests(
  operation: Operation,
  pathValues: Record<string, string>,
  headers: Record<string, string>,
  options: { maxFields?: number } = {},
): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const pathParams = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = operation.parameters.filter((parameter) => parameter.in === 'query');
  const pathWith = (overrides: Record<string, string> = {}) =>
    operation.path.replace(
      /\{([^}]+)\}/g,
      (_match, name: string) => overrides[name] ?? encodeURIComponent(pathValues[name] ?? '00000000-0000-4000-8000-000000000000'),
    );
  const json = { ...headers, 'content-type': 'application/json' };
  const sendsBody = operation.method !== 'get' && operation.method !== 'head';
  const plausibleBody = operation.body ? JSON.stringify(plausibleValue(operation.body) ?? {}) : undefined;
  const add = (label: string, url: string, caseHeaders: Record<string, string>, payload?: string | Buffer) =>
    cases.push({ label: `${operation.method.toUpperCase()} ${operation.path}: ${label}`, url, headers: caseHeaders, payload });

  // Path parameters: not a uuid, percent-encoded NUL and broken UTF-8, very long, a path escape.
  for (const parameter of pathParams) {
    for (const [label, raw] of Object.entries({
      'not a uuid': 'not-a-uuid',
      nul: '%00',
      'broken UTF-8': '%ED%A0%80',
      'very long': 'a'.repeat(5000),
      traversal: '..%2F..%2Fetc%2Fpasswd',
    })) {
      add(`path ${parameter.name} ${label}`, pathWith({ [parameter.name]: raw }), sendsBody ? json : headers, sendsBody ? plausibleBody : undefined);
    }
  }

  // Query parameters: hostile text, wrong types, repeated.
  for (const parameter of queryParams) {
    const query = (value: string) => pathWith() + encodeQuery({ [parameter.name]: value });
    add(`query ${parameter.name} nul`, query('%00'), headers);
    add(`query ${parameter.name} broken UTF-8`, query('%ED%A0%80'), headers);
    add(`query ${parameter.name} control character`, query('%1B'), headers);
    add(`query ${parameter.name} long`, query('x'.repeat(100_000)), headers);
    add(`query ${parameter.name} not a number`, query('NaN'), headers);
    add(`query ${parameter.name} repeated`, `${pathWith()}?${parameter.name}=1&${parameter.name}=2`, headers);
  }

  if (!sendsBody) return cases;

  // Content: not JSON, the wrong type, multipart without a boundary, empty, a JSON prototype key.
  add('body not JSON', pathWith(), json, '{"a":');
  add('body empty with a JSON type', pathWith(), json, '');
  add('body as text/plain', pathWith(), { ...headers, 'content-type': 'text/plain' }, 'hello');
  add(
    'multipart without a boundary',
    pathWith(),
    { ...headers, 'content-type': 'multipart/form-data' },
    '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\na\r\n--x--\r\n',
  );
  add(
    'multipart with a broken body',
    pathWith(),
    { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
    '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n',
  );
  add('body deeply nested', pathWith(), json, DEEP_NESTING);
  add('body with __proto__', pathWith(), json, '{"__proto__":{"is_admin":true},"constructor":{"prototype":{"x":1}}}');
  for (const [label, value] of Object.entries({ ...WRONG_TYPES, string: 'just text', 'empty object': {} }))
    add(`body is ${label}`, pathWith(), json, JSON.stringify(value));

  if (!operation.body) return cases;
  add('body with an unknown field', pathWith(), json, JSON.stringify({ ...(JSON.parse(plausibleBody!) as object), unexpected_field: 'x' }));
  // Each field broken in turn, the others plausible.
  for (const path of fieldPaths(operation.body, options.maxFields ?? 14)) {
    const values = { ...HOSTILE_TEXTS, ...WRONG_TYPES, 'deeply nested': JSON.parse(`${'['.repeat(500)}${']'.repeat(500)}`) };
    for (const [label, value] of Object.entries(values))
      add(`${path.join('.')} = ${label}`, pathWith(), json, JSON.stringify(withValueAt(operation.body, path, value)));
  }
  return cases;
}
