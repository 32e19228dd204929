import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';

let t: TestApp;
let document: { paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>> };

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { projections: false });
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(async () => {
  await t.close();
});

const operations = () =>
  Object.entries(document.paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${route}`, operation })),
  );

/** What an integrator writes against the generated types: list an event's guests with an API token. */
const INTEGRATOR_PROGRAM = `
import type { operations, paths } from './usher-api';

type GuestListReply = operations['getEventsByEAttendees']['responses'][200]['content']['application/json'];
type SignUpBody = NonNullable<paths['/api/auth/signup']['post']['requestBody']>['content']['application/json'];

export async function guestNames(base: string, token: string, event: string): Promise<string[]> {
  const response = await fetch(\`\${base}/api/v2/events/\${event}/attendees?per_page=100\`, { headers: { authorization: \`Bearer \${token}\` } });
  const reply = (await response.json()) as GuestListReply;
  return reply.data.map((guest) => \`\${guest.first_name} \${guest.last_name ?? ''}\`.trim());
}

export const newcomer: SignUpBody = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org', password: 'correct horse battery' };
`;

describe('the API document, as code generators read it', () => {
  it('names every operation once and says which need the bearer credential', () => {
    const all = operations();
    expect(all.filter(({ operation }) => !operation.operationId).map(({ route }) => route)).toEqual([]);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(all.filter(({ operation }) => !Array.isArray(operation.security)).map(({ route }) => route)).toEqual([]);
    const byRoute = new Map(all.map(({ route, operation }) => [route, operation]));
    expect(byRoute.get('GET /api/v2/events/{e}/attendees')).toMatchObject({ operationId: 'getEventsByEAttendees', security: [{ bearer: [] }] });
    expect(byRoute.get('POST /api/auth/login')?.security).toEqual([]);
  });

  it('generates a typed client (openapi-typescript) that an integrator program compiles against', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'usher-client-'));
    try {
      fs.writeFileSync(path.join(folder, 'usher-api.ts'), astToString(await openapiTS(document as never)));
      fs.writeFileSync(path.join(folder, 'integrator.ts'), INTEGRATOR_PROGRAM);
      const program = ts.createProgram([path.join(folder, 'integrator.ts')], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
        skipLibCheck: true,
        types: [],
      });
      const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(diagnostics).toEqual([]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
