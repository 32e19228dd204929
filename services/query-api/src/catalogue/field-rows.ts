import type { JsonSchema } from '@usher/events/json-schema';

/** One row of an event type's field table on the docs page. */
export interface FieldRow {
  /** Dotted path: `changes.email`, `recipients[].user_id`. */
  name: string;
  type: string;
  required: boolean;
  description: string | null;
}

/**
 * The fields of a payload's JSON Schema as a flat table, nested objects
 * (and objects inside arrays) spelled out under their parent's name, so a
 * reader sees every key an event can carry.
 */
export function fieldRowsOf(schema: JsonSchema): FieldRow[] {
  const rows: FieldRow[] = [];
  collect(schema, '', rows);
  return rows;
}

function collect(schema: JsonSchema, prefix: string, rows: FieldRow[]): void {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  for (const [key, property] of Object.entries(properties)) {
    const name = prefix + key;
    rows.push({
      name,
      type: typeOf(property),
      required: required.has(key),
      description: typeof property.description === 'string' ? property.description : null,
    });
    const object = objectInside(property);
    if (object) collect(object.schema, `${name}${object.inArray ? '[]' : ''}.`, rows);
  }
}

/** The object schema a property holds (directly, as nullable, or as array items), to list its own fields. */
function objectInside(schema: JsonSchema): { schema: JsonSchema; inArray: boolean } | null {
  const branch = nonNull(schema);
  if (hasProperties(branch)) return { schema: branch, inArray: false };
  const items = branch.type === 'array' ? (branch.items as JsonSchema | undefined) : undefined;
  if (items && hasProperties(items)) return { schema: items, inArray: true };
  return null;
}

function hasProperties(schema: JsonSchema): boolean {
  return typeof schema.properties === 'object' && schema.properties !== null && Object.keys(schema.properties).length > 0;
}

function nonNull(schema: JsonSchema): JsonSchema {
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (!union) return schema;
  const branches = union.filter((branch) => branch.type !== 'null');
  return branches.length === 1 ? branches[0]! : schema;
}

/** A short type name a person reads: `uuid`, `string | null`, `'go' | 'pro'`, `uuid[]`, `map of string`. */
export function typeOf(schema: JsonSchema): string {
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => (value === null ? 'null' : JSON.stringify(value).replaceAll('"', "'"))).join(' | ');
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (union) return [...new Set(union.map(typeOf))].join(' | ');
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];
  if (types.length === 0) return 'any';
  return types.map((type) => singleType(schema, type)).join(' | ');
}

function singleType(schema: JsonSchema, type: string): string {
  if (type === 'string') return typeof schema.format === 'string' && schema.format !== 'regex' ? schema.format : 'string';
  if (type === 'array') {
    const items = typeOf((schema.items ?? {}) as JsonSchema);
    return items.includes(' ') ? `(${items})[]` : `${items}[]`;
  }
  if (type === 'object' && !hasProperties(schema) && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    return `map of ${typeOf(schema.additionalProperties as JsonSchema)}`;
  }
  return type;
}
