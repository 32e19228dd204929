import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { pdfPagesText } from './support/pdf-text.ts';

let t: TestApp;
let owner: Auth;
let stranger: Auth;
let eventUuid: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  stranger = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner, { name: 'Winter Gala', timezone: 'Europe/London' })).uuid;
  await t.settle();
});
afterAll(async () => {
  await t.close();
});

const print = (file: string, headers: Auth | Record<string, never> = owner) => t.app.inject({ method: 'GET', url: `/api/v2/events/${eventUuid}/seating/print/${file}`, headers });

describe('GET /api/v2/events/{e}/seating/print/*.pdf', () => {
  it('prints an event without a plan yet, to its organiser only', async () => {
    const plan = await print('plan.pdf');
    expect(plan.statusCode, plan.body).toBe(200);
    expect(plan.headers['content-type']).toBe('application/pdf');
    expect(plan.headers['content-disposition']).toBe('attachment; filename="winter-gala-floor-plan.pdf"');
    expect(pdfPagesText(plan.rawPayload)[0]).toContain('This floor plan has no tables yet.');
    expect((await print('table-cards.pdf?paper=letter')).statusCode).toBe(200);
    expect((await print('plan.pdf?paper=tabloid')).statusCode).toBe(422);
    expect((await print('plan.pdf', {})).statusCode).toBe(401);
    expect((await print('plan.pdf', stranger)).statusCode).toBe(404);
  });
});
