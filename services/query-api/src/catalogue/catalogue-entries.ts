import { componentName, eventTypeSchemas, type JsonSchema } from '@usher/events/json-schema';
import { exampleOf } from '@usher/events/json-schema-example';
import { fieldRowsOf, type FieldRow } from './field-rows.ts';

export interface CatalogueEntry {
  type: string;
  version: number;
  stream: string;
  description: string;
  /** The payload's JSON Schema (2020-12). */
  schema: JsonSchema;
  /** Where the same schema sits in the OpenAPI document at /api/docs/json. */
  openapi_ref: string;
  fields: FieldRow[];
  example: unknown;
  /** Every version the log may hold, oldest first; the last is `version`. `change`: what that version changed. */
  versions: { version: number; openapi_ref: string; change: string | null }[];
}

const openApiRef = (type: string, version: number) => `#/components/schemas/${componentName(type, version)}`;

/** A retired version's note says what its successor changed: each version gets the note of the one before. */
function versionsOf(type: string, current: number, retired: { version: number; change?: string }[]): CatalogueEntry['versions'] {
  const all = [...retired.map((old) => old.version), current].sort((a, b) => a - b);
  return all.map((version) => ({
    version,
    openapi_ref: openApiRef(type, version),
    change: retired.find((old) => old.version === version - 1)?.change ?? null,
  }));
}

let entries: CatalogueEntry[] | null = null;

/** The public event catalogue, built once per process from the zod schemas. */
export function catalogueEntries(): CatalogueEntry[] {
  entries ??= eventTypeSchemas('draft-2020-12').map((entry) => ({
    type: entry.type,
    version: entry.version,
    stream: entry.stream,
    description: entry.description,
    schema: entry.schema,
    openapi_ref: openApiRef(entry.type, entry.version),
    fields: fieldRowsOf(entry.schema),
    example: exampleOf(entry.schema),
    versions: versionsOf(entry.type, entry.version, entry.retired),
  }));
  return entries;
}

export function catalogueEntry(type: string): CatalogueEntry | undefined {
  return catalogueEntries().find((entry) => entry.type === type);
}
