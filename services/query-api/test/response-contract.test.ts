import Fastify from 'fastify';
import { z } from 'zod';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { declareErrorReplies, responseSerializerCompiler } from '@usher/infra/http/response-contract';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { projections: false });
});
afterAll(async () => {
  await t.close();
});

interface Operation {
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}

describe('the API contract (every route declares what it answers)', () => {
  it('gives every operation of the OpenAPI document a success reply and the shared error shapes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = (response.json() as { paths: Record<string, Record<string, Operation>> }).paths;
    const missing: string[] = [];
    let operations = 0;
    for (const [path, methods] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        operations++;
        const statuses = Object.keys(operation.responses ?? {});
        if (!statuses.some((status) => /^[123]\d\d$/.test(status))) missing.push(`${method.toUpperCase()} ${path}: no success reply`);
        for (const status of ['401', '403', '404', '409', '422', '429']) {
          if (!operation.responses?.[status]?.content?.['application/json']) missing.push(`${method.toUpperCase()} ${path}: no ${status}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(operations).toBeGreaterThan(130);
  });

  it('names the content types of file downloads', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = (response.json() as { paths: Record<string, Record<string, Operation>> }).paths;
    expect(Object.keys(paths['/api/v2/events/{e}/attendees/export']!.get!.responses!['200']!.content!)).toContain('text/csv; charset=utf-8');
    expect(Object.keys(paths['/media/{id}']!.get!.responses!['200']!.content!)).toContain('image/png');
  });
});

describe('the response serializer', () => {
  async function appAnswering(answer: unknown) {
    const reports: string[] = [];
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler((report) => reports.push(report)));
    declareErrorReplies(app);
    app.get('/thing', { schema: { response: { 200: z.object({ data: z.object({ id: z.string() }) }) } } }, async () => answer as { data: { id: string } });
    await app.ready();
    return { app, reports };
  }

  it('reports a field the schema does not declare, and keeps it out of the answer', async () => {
    const { app, reports } = await appAnswering({ data: { id: 'a', secret: 'kept back' } });
    const response = await app.inject({ method: 'GET', url: '/thing' });
    expect(response.json()).toEqual({ data: { id: 'a' } });
    expect(reports).toEqual(['GET /thing: data.secret']);
    await app.close();
  });

  it('answers 500 rather than an answer that breaks its schema', async () => {
    const { app, reports } = await appAnswering({ data: { id: 42 } });
    const response = await app.inject({ method: 'GET', url: '/thing' });
    expect(response.statusCode).toBe(500);
    expect(reports).toEqual([]);
    await app.close();
  });
});
