import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eventCatalogue } from '@usher/events';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { projections: false });
});
afterAll(async () => {
  await t.close();
});

const types = Object.keys(eventCatalogue);

describe('GET /api/v2/event-catalogue', () => {
  it('lists every event type with its version, stream, JSON Schema, fields and example, without credentials', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/event-catalogue' });
    expect(response.statusCode, response.body).toBe(200);
    const entries = response.json().data as Array<Record<string, unknown> & { type: string }>;
    expect(entries.map((entry) => entry.type)).toEqual(types);
    const checkIn = entries.find((entry) => entry.type === 'AttendeeCheckedIn')!;
    expect(checkIn).toMatchObject({
      version: 1,
      stream: 'attendee',
      description: expect.stringContaining('checked in'),
      schema: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', required: ['event_uuid', 'checked_in_at'] },
      openapi_ref: '#/components/schemas/AttendeeCheckedIn.v1',
      fields: [
        { name: 'event_uuid', type: 'uuid', required: true, description: expect.any(String) },
        { name: 'checked_in_at', type: 'string', required: true, description: expect.stringContaining('ISO 8601') },
      ],
      example: { event_uuid: expect.any(String), checked_in_at: '2026-05-01T18:30:00.000Z' },
      versions: [{ version: 1, openapi_ref: '#/components/schemas/AttendeeCheckedIn.v1', change: null }],
    });
  });

  it('spells out nested fields and says how an upcast type changed between versions', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/event-catalogue/AttendeeDetailsChanged' });
    expect(response.statusCode, response.body).toBe(200);
    const entry = response.json().data;
    expect(entry.version).toBe(2);
    expect(entry.fields).toEqual(
      expect.arrayContaining([
        { name: 'changes', type: 'object', required: true, description: expect.any(String) },
        { name: 'changes.email', type: 'string | null', required: false, description: null },
        { name: 'previous', type: 'object | null', required: true, description: expect.stringContaining('version 1') },
        { name: 'previous.first_name', type: 'string', required: false, description: null },
      ]),
    );
    expect(entry.versions).toEqual([
      { version: 1, openapi_ref: '#/components/schemas/AttendeeDetailsChanged.v1', change: null },
      { version: 2, openapi_ref: '#/components/schemas/AttendeeDetailsChanged.v2', change: expect.stringContaining('previous') },
    ]);
    expect(eventCatalogue.AttendeeDetailsChanged.schema.safeParse(entry.example).success).toBe(true);
  });

  it('answers 404 for a type the catalogue does not have', async () => {
    for (const url of ['/api/v2/event-catalogue/NoSuchEvent', '/api/v2/event-catalogue/toString', '/api/v2/event-catalogue/__proto__']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ message: expect.any(String), code: 'event_type_not_found' });
    }
  });

  it('answers a client error, never a 500, for names no type could have', async () => {
    for (const [url, status] of [
      [`/api/v2/event-catalogue/${'A'.repeat(100)}`, 404],
      [`/api/v2/event-catalogue/${encodeURIComponent('Attendee<script>')}`, 404],
      [`/api/v2/event-catalogue/${'A'.repeat(101)}`, 414],
    ] as const) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(status);
    }
  });
});

describe('the OpenAPI document', () => {
  it('holds every event payload schema, each version, and the catalogue routes point at them', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    const schemas = document.components.schemas as Record<string, { type?: string; title?: string }>;
    for (const [type, entry] of Object.entries(eventCatalogue)) {
      expect(schemas[`${type}.v${entry.version}`], type).toMatchObject({ type: 'object', title: `${type}.v${entry.version}` });
    }
    expect(schemas['AttendeeDetailsChanged.v1']).toBeDefined();

    const route = document.paths['/api/v2/event-catalogue/{type}'].get;
    const example = route.responses['200'].content['application/json'].schema.properties.data.properties.example;
    const refs = (example.oneOf as { $ref: string }[]).map((branch) => branch.$ref);
    expect(refs).toContain('#/components/schemas/AttendeeDetailsChanged.v2');
    for (const ref of refs) expect(schemas[ref.replace('#/components/schemas/', '')], ref).toBeDefined();
  });
});
