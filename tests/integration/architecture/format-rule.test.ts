import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as prettier from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Issue 30 §2: one formatter for the whole tree, and `npm run check` refuses a file it would change.
// These cases run the repository's own Prettier configuration (.prettierrc.json, .prettierignore)
// on small files of their own, so they prove the rule fires without depending on the tree's state.

const run = promisify(execFile);
const repository = process.cwd();
const configFile = path.join(repository, '.prettierrc.json');

const FORMATTED = "import { format } from './format';\n\nexport const greet = (name: string): string => format(`Hello, ${name}`);\n";
const UNFORMATTED = 'import {format} from "./format"\nexport const greet=(name:string):string=>format(`Hello, ${name}`)\n';

/** Whether Prettier, configured as the repository is, leaves this code as it is at that path. */
async function isFormatted(filePath: string, code: string): Promise<boolean> {
  const options = await prettier.resolveConfig(path.join(repository, filePath), { config: configFile });
  return prettier.check(code, { ...options, filepath: filePath });
}

describe('the formatting rule of npm run check', () => {
  let dir: string;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'usher-format-'));
    fs.writeFileSync(path.join(dir, 'formatted.ts'), FORMATTED);
    fs.writeFileSync(path.join(dir, 'unformatted.ts'), UNFORMATTED);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is part of npm run check', () => {
    const scripts = JSON.parse(fs.readFileSync(path.join(repository, 'package.json'), 'utf8')).scripts as Record<string, string>;
    expect(scripts.check).toContain('npm run format:check');
    expect(scripts['format:check']).toBe('prettier --check .');
  });

  it("refuses code in another style than the tree's (double quotes, no semicolons, no spaces) and passes the same code formatted", async () => {
    expect(await isFormatted('services/command/src/example.ts', UNFORMATTED)).toBe(false);
    expect(await isFormatted('services/command/src/example.ts', FORMATTED)).toBe(true);
    expect(await isFormatted('web/src/lib/example.tsx', 'export const A = () => <p className="a">{"text"}</p>\n')).toBe(false);
  });

  it('keeps lines up to 160 characters, as the code has them, and breaks longer ones', async () => {
    const call = (length: number) => `export const x = f('${'a'.repeat(length - "export const x = f('');".length)}');\n`;
    expect(call(160).length).toBe(161);
    expect(await isFormatted('infra/src/example.ts', call(160))).toBe(true);
    expect(await isFormatted('infra/src/example.ts', `export const x = f(${"'a', ".repeat(40)}'b');\n`)).toBe(false);
  });

  it('fails the command-line check on an unformatted file, naming it, and passes a formatted one', async () => {
    const failure = await run('npx', ['prettier', '--config', configFile, '--check', path.join(dir, 'unformatted.ts')]).then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(`${failure?.stdout}${failure?.stderr}`).toContain('unformatted.ts');

    const { stdout } = await run('npx', ['prettier', '--config', configFile, '--check', path.join(dir, 'formatted.ts')]);
    expect(stdout).toContain('All matched files use Prettier code style');
  });

  it('leaves alone build output, installed and generated files, and the fixtures people sent', async () => {
    const ignored = async (file: string) =>
      (await prettier.getFileInfo(path.join(repository, file), { ignorePath: path.join(repository, '.prettierignore') })).ignored;
    for (const file of [
      'web/dist/assets/index.js',
      'infra/dist/main.mjs',
      'node_modules/zod/index.js',
      'package-lock.json',
      'web/src/routeTree.gen.ts',
      'tests/fixtures/guest-imports/luma-guests.csv',
    ]) {
      expect(await ignored(file), file).toBe(true);
    }
    for (const file of ['services/command/src/plugin.ts', 'web/src/main.tsx', 'package.json', 'eslint.config.js']) {
      expect(await ignored(file), file).toBe(false);
    }
  });
});
