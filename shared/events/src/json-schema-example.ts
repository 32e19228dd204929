import type { JsonSchema } from './json-schema.ts';

/**
 * A readable sample payload for a JSON Schema: every property filled, the
 * first choice of every union and enum, values picked by format and field
 * name so the catalogue's examples look like real events. Deterministic, so
 * the docs page does not change between requests.
 */
export function exampleOf(schema: JsonSchema): unknown {
  return new ExampleWriter().value(schema, '');
}

const NAMED_STRINGS: Array<[RegExp, string]> = [
  [/_at$|^read_at$/, '2026-05-01T18:30:00.000Z'],
  [/^host_access_till$/, '2026-05-01T23:00:00.000Z'],
  [/email/, 'ana.ruiz@example.org'],
  [/^first_name$/, 'Ana'],
  [/^last_name$/, 'Ruiz'],
  [/phone/, '+12025550143'],
  [/_date$/, '2026-05-01'],
  [/_time$/, '19:00'],
  [/^timezone$/, 'US/Eastern'],
  [/color/, '#5D5D7B'],
  [/country_code$/, 'US'],
  [/^country$/, 'United States'],
  [/^ip$/, '203.0.113.7'],
  [/name$/, 'Spring Gala'],
];

class ExampleWriter {
  private ids = 0;

  value(schema: JsonSchema, name: string): unknown {
    // A schema that names its own example (zod `.meta({ examples })`) knows best.
    if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
    if ('const' in schema) return schema.const;
    if (Array.isArray(schema.enum)) return schema.enum.find((option) => option !== null) ?? null;
    const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
    if (union) return this.value(union.find((branch) => branch.type !== 'null') ?? union[0]!, name);
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    switch (type) {
      case 'object':
        return this.object(schema);
      case 'array': {
        const items = (schema.items ?? {}) as JsonSchema;
        return [this.value(items, singular(name))];
      }
      case 'string':
        return this.string(schema, name);
      case 'integer':
      case 'number':
        return typeof schema.minimum === 'number' ? schema.minimum : 1;
      case 'boolean':
        return true;
      case 'null':
        return null;
      default:
        return null;
    }
  }

  private object(schema: JsonSchema): Record<string, unknown> {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const result: Record<string, unknown> = {};
    for (const [key, property] of Object.entries(properties)) result[key] = this.value(property, key);
    // A record (custom-field values, filters): one entry keyed as such a map is.
    const extra = schema.additionalProperties;
    if (Object.keys(properties).length === 0 && extra && typeof extra === 'object') {
      result[this.uuid()] = this.value(extra as JsonSchema, '');
    }
    return result;
  }

  private string(schema: JsonSchema, name: string): string {
    if (schema.format === 'uuid') return this.uuid();
    if (schema.format === 'email') return 'ana.ruiz@example.org';
    if (schema.format === 'date-time') return '2026-05-01T18:30:00.000Z';
    return NAMED_STRINGS.find(([pattern]) => pattern.test(name))?.[1] ?? 'text';
  }

  /** Distinct, valid (version 4) and obviously made up. */
  private uuid(): string {
    this.ids += 1;
    return `00000000-0000-4000-8000-${this.ids.toString().padStart(12, '0')}`;
  }
}

function singular(name: string): string {
  return name.endsWith('ids') ? name.slice(0, -1) : name;
}
