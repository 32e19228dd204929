import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_HEAP_FLAGS, SERVER_NODE_FLAGS } from '../../bin/ensure-server-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const scripts = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

// The bench runs the product with SERVER_NODE_FLAGS to measure it as operators run it: the scripts that start it must agree.
describe("the product's node flags", () => {
  it('npm start runs the built server with every one of them', () => {
    const start = scripts.start!;
    const node = start.slice(start.lastIndexOf('exec node '));
    for (const flag of SERVER_NODE_FLAGS) expect(node.split(' ')).toContain(flag);
  });

  it("scaled mode's services and the rebuild run with the heap flags", () => {
    for (const service of ['start:command', 'start:projections', 'start:query-api', 'projections:rebuild']) {
      for (const flag of SERVER_HEAP_FLAGS) expect(scripts[service]!.split(' ')).toContain(flag);
    }
  });
});
