import { z } from 'zod';
import { componentName, eventTypeSchemas } from '@usher/events/json-schema';

/**
 * In the OpenAPI document, an entry's example is one of the event payloads
 * under `components.schemas`; the JSON answer carries the same pointer as
 * `openapi_ref`.
 */
const payloadRefs = eventTypeSchemas().map((entry) => ({ $ref: `#/components/schemas/${componentName(entry.type, entry.version)}` }));
const ExamplePayload = z.unknown().meta({ description: 'A sample payload of this type.', oneOf: payloadRefs });

/** One field of an event payload, flattened: nested fields read `changes.email`, list items `recipients[].name`. */
export const FieldRowSchema = z.object({
  name: z.string().describe('Dotted path of the field in the payload.'),
  type: z.string(),
  required: z.boolean(),
  description: z.string().nullable(),
});

/** An event type as the public catalogue describes it. */
export const CatalogueEntrySchema = z.object({
  type: z.string(),
  version: z.number().int().describe('The current schema version; readers always receive events at this version.'),
  stream: z.string().describe('The kind of stream the type is appended to.'),
  description: z.string(),
  schema: z.record(z.string(), z.unknown()).describe('The payload (`data`) as JSON Schema 2020-12.'),
  openapi_ref: z.string(),
  fields: z.array(FieldRowSchema),
  example: ExamplePayload,
  versions: z.array(z.object({ version: z.number().int(), openapi_ref: z.string(), change: z.string().nullable() })),
});

export const CatalogueListSchema = z.object({ data: z.array(CatalogueEntrySchema) });
export const CatalogueItemSchema = z.object({ data: CatalogueEntrySchema });
