import { describe, expect, it } from 'vitest';
import { eventCatalogue, type EventType } from '@usher/events';
import { componentName, eventTypeSchemas, openApiEventComponents } from '@usher/events/json-schema';
import { exampleOf } from '@usher/events/json-schema-example';

const types = Object.keys(eventCatalogue) as EventType[];

describe('event JSON Schemas', () => {
  it('gives every catalogue type its JSON Schema, version and stream, in catalogue order', () => {
    const schemas = eventTypeSchemas();
    expect(schemas.map((entry) => entry.type)).toEqual(types);
    for (const entry of schemas) {
      expect(entry.version).toBe(eventCatalogue[entry.type].version);
      expect(entry.stream).toBe(eventCatalogue[entry.type].stream);
      expect(entry.schema).toMatchObject({
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        type: 'object',
        title: componentName(entry.type, entry.version),
      });
    }
  });

  it('writes a sample payload of each type that its zod schema accepts', () => {
    for (const entry of eventTypeSchemas()) {
      const example = exampleOf(entry.schema);
      const parsed = eventCatalogue[entry.type].schema.safeParse(example);
      expect(parsed.success, `${entry.type}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });

  it('names every required field of a payload in its sample', () => {
    for (const entry of eventTypeSchemas()) {
      const example = exampleOf(entry.schema) as Record<string, unknown>;
      for (const field of (entry.schema.required ?? []) as string[]) expect(example, entry.type).toHaveProperty(field);
    }
  });

  it('carries the zod descriptions, for the docs page', () => {
    const details = eventTypeSchemas().find((entry) => entry.type === 'AttendeeDetailsChanged')!;
    expect(details.description).toMatch(/contact details changed/);
    expect(details.schema).toMatchObject({
      required: ['changes', 'previous'],
      properties: { previous: { description: expect.stringMatching(/Null in events recorded as version 1/) } },
    });
  });

  it('lists retired versions with what changed', () => {
    const details = eventTypeSchemas().find((entry) => entry.type === 'AttendeeDetailsChanged')!;
    expect(details.version).toBe(2);
    expect(details.retired).toEqual([
      expect.objectContaining({ version: 1, change: expect.stringContaining('previous'), schema: expect.objectContaining({ required: ['changes'] }) }),
    ]);
  });

  it('publishes every version of every type as an OpenAPI 3.0 component', () => {
    const components = openApiEventComponents();
    for (const type of types) expect(components[componentName(type, eventCatalogue[type].version)], type).toBeDefined();
    expect(components['AttendeeDetailsChanged.v1']).toBeDefined();
    // OpenAPI 3.0 has no `null` type: nullable fields say `nullable`.
    const details = components['AttendeeDetailsChanged.v2'] as { properties: Record<string, Record<string, unknown>> };
    expect(details.properties.previous).toMatchObject({ nullable: true, type: 'object' });
    expect(JSON.stringify(components)).not.toContain('"$schema"');
  });
});
