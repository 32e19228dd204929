import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compilerOptionsOf, importCycles, importGraphOf } from '../../../web/tools/import-graph.ts';

// The repository's own configuration, so these cases prove what `npm run check` enforces (eslint.web-zones.js).
const eslint = new ESLint({ cwd: process.cwd() });
const run = promisify(execFile);

/** The rule ids ESLint reports for this code placed at that path in the repository. */
async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const importing = (specifier: string) => `import { x } from '${specifier}';\nexport const a = x;`;

describe("the dashboard's zones (issue 30 §2)", () => {
  it('stops a feature importing another feature, by alias or by climbing out of its folder', async () => {
    expect(await violations('web/src/features/guest-list/Example.tsx', importing('@/features/seating/editor/SeatingSettingsPage'))).toContain(
      'no-restricted-imports',
    );
    expect(await violations('web/src/features/guest-list/Example.tsx', importing('../seating/editor/SeatingSettingsPage'))).toContain('no-restricted-imports');
    expect(await violations('web/src/features/guest-list/tags/Example.tsx', importing('../../seating/editor/SeatingSettingsPage'))).toContain(
      'no-restricted-imports',
    );
    // A type is an import too: it ties the two features just the same.
    expect(
      await violations('web/src/features/seating/Example.ts', "import type { X } from '@/features/guest-list/guest-columns';\nexport type A = X;"),
    ).toContain('no-restricted-imports');
    // Even to shared code, a relative import does not leave the feature: the zone is named.
    expect(await violations('web/src/features/guest-list/Example.tsx', importing('../../lib/cn'))).toContain('no-restricted-imports');
  });

  it('lets a feature import its own files, and what is shared', async () => {
    expect(await violations('web/src/features/guest-list/Example.tsx', importing('./guest-columns'))).toEqual([]);
    expect(await violations('web/src/features/guest-list/tags/Example.tsx', importing('../guest-columns'))).toEqual([]);
    expect(await violations('web/src/features/guest-list/Example.tsx', importing('@/features/guest-list/guest-columns'))).toEqual([]);
    for (const shared of ['@/lib/cn', '@/components/layout/PageHeader', '@/api/attendees']) {
      expect(await violations('web/src/features/guest-list/Example.tsx', importing(shared))).toEqual([]);
    }
    // A feature whose name starts like another's is another feature.
    expect(await violations('web/src/features/guest-fields/Example.tsx', importing('@/features/guest-list/guest-columns'))).toContain('no-restricted-imports');
  });

  it('keeps lib, components and api free of features', async () => {
    for (const file of ['web/src/lib/example.ts', 'web/src/components/layout/Example.tsx', 'web/src/api/example.ts']) {
      expect(await violations(file, importing('@/features/auth/LoginPage'))).toContain('no-restricted-imports');
    }
    expect(await violations('web/src/lib/example.ts', importing('../features/auth/LoginPage'))).toContain('no-restricted-imports');
    expect(await violations('web/src/components/layout/Example.tsx', importing('../../features/auth/LoginPage'))).toContain('no-restricted-imports');
    // The api module named "features" (event features) is not a feature folder.
    expect(await violations('web/src/lib/example.ts', importing('@/api/features'))).toEqual([]);
  });

  it('lets a route compose features', async () => {
    expect(await violations('web/src/routes/_default/example.tsx', importing('@/features/auth/AccountSettingsPage'))).toEqual([]);
    expect(await violations('web/src/routes/_default/example.tsx', importing('@/features/sso/ConnectSsoSection'))).toEqual([]);
  });
});

describe('the import-cycle check of npm run check (web/tools/check-import-cycles.ts)', () => {
  let webDir: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(webDir, file)), { recursive: true });
    fs.writeFileSync(path.join(webDir, file), text);
  };

  beforeAll(() => {
    // A dashboard in miniature: the same `@/` alias, a loop through it, and modules outside the loop.
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'usher-web-cycles-'));
    write(
      'tsconfig.json',
      JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx', paths: { '@/*': ['./src/*'] } }, include: ['src'] }),
    );
    write('src/lib/format.ts', 'export const format = (s: string) => s.trim();\n');
    write(
      'src/features/a/Panel.tsx',
      "import { format } from '@/lib/format';\nimport { helper } from '@/features/b/helper';\nexport const Panel = () => format(helper());\n",
    );
    write('src/features/b/helper.ts', "import type { Props } from '../a/props';\nexport const helper = (props?: Props) => String(props);\n");
    write('src/features/a/props.ts', "import { Panel } from './Panel';\nexport type Props = { panel: typeof Panel };\n");
    write('src/features/c/lazy.ts', "export const load = () => import('./page');\n");
    write('src/features/c/page.ts', "import { load } from './lazy';\nexport const again = load;\n");
  });
  afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

  it('finds a loop through the alias, relative paths and a type-only import, and not one closed by a lazy import()', () => {
    const graph = importGraphOf(path.join(webDir, 'src'), compilerOptionsOf(path.join(webDir, 'tsconfig.json')));
    const cycles = importCycles(graph).map((cycle) => cycle.map((file) => path.relative(path.join(webDir, 'src'), file)));
    expect(cycles).toEqual([['features/a/Panel.tsx', 'features/a/props.ts', 'features/b/helper.ts']]);
  });

  it('fails the check on a loop, naming the modules, and passes the real dashboard', async () => {
    const failure = await run('npx', ['tsx', 'web/tools/check-import-cycles.ts', webDir]).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('1 import cycle(s)');
    expect(failure?.stderr).toContain('features/b/helper.ts');

    const { stdout } = await run('npx', ['tsx', 'web/tools/check-import-cycles.ts']);
    expect(stdout).toContain('no import cycles');
    // Two runs of the checker over the whole dashboard (850 modules): more than the default minute on a busy machine.
  }, 240_000);
});
