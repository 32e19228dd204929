import { z } from 'zod';
import { eventCatalogue, type EventType } from './catalogue.ts';
import { retiredVersions } from './upcasters/registry.ts';

export type JsonSchema = Record<string, unknown>;
/** JSON Schema 2020-12 for the public catalogue; OpenAPI 3.0's dialect for `/api/docs`. */
export type JsonSchemaTarget = 'draft-2020-12' | 'openapi-3.0';

/** The name an event payload schema has under the OpenAPI document's `components.schemas`. */
export function componentName(type: string, version: number): string {
  return `${type}.v${version}`;
}

/**
 * A payload schema as JSON Schema. Generated as the writer's input, so it
 * allows properties it does not name: integrators are tolerant readers, and
 * a payload only changes shape with a new version.
 */
export function toEventJsonSchema(schema: z.ZodType, target: JsonSchemaTarget, title: string): JsonSchema {
  const generated = z.toJSONSchema(schema, { target, io: 'input', unrepresentable: 'any' }) as JsonSchema;
  // `$schema` belongs to a standalone document, not to a component inside OpenAPI.
  const { $schema, ...rest } = generated;
  return target === 'openapi-3.0' ? { title, ...rest } : { $schema, title, ...rest };
}

export interface EventSchemaVersion {
  version: number;
  schema: JsonSchema;
  /** For an older version: what the next one changed. */
  change?: string;
}

export interface EventTypeSchema {
  type: EventType;
  version: number;
  /** The kind of stream the type is appended to (`attendee` for `attendee-{id}`, …). */
  stream: string;
  description: string;
  schema: JsonSchema;
  /** Older versions still found in the log; readers get them upcast to `version`. */
  retired: EventSchemaVersion[];
}

const cache = new Map<JsonSchemaTarget, EventTypeSchema[]>();

/** Every event type of the catalogue with its current payload schema, in catalogue order. */
export function eventTypeSchemas(target: JsonSchemaTarget = 'draft-2020-12'): EventTypeSchema[] {
  let schemas = cache.get(target);
  if (!schemas) {
    schemas = (Object.keys(eventCatalogue) as EventType[]).map((type) => {
      const entry = eventCatalogue[type];
      const schema = toEventJsonSchema(entry.schema, target, componentName(type, entry.version));
      return {
        type,
        version: entry.version,
        stream: entry.stream,
        description: typeof schema.description === 'string' ? schema.description : '',
        schema,
        retired: (retiredVersions[type] ?? []).map((old) => ({
          version: old.version,
          schema: toEventJsonSchema(old.schema, target, componentName(type, old.version)),
          change: old.change,
        })),
      };
    });
    cache.set(target, schemas);
  }
  return schemas;
}

/** Every version of every event payload, keyed by component name, for the OpenAPI document. */
export function openApiEventComponents(): Record<string, JsonSchema> {
  const components: Record<string, JsonSchema> = {};
  for (const entry of eventTypeSchemas('openapi-3.0')) {
    components[componentName(entry.type, entry.version)] = entry.schema;
    for (const old of entry.retired) components[componentName(entry.type, old.version)] = old.schema;
  }
  return components;
}
