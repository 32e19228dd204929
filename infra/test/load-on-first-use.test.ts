import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { loadOnFirstUse } from '../src/load-on-first-use.ts';

// Packages only some requests use are loaded by their first use, not at start (issue 31: the suite's ~50 starts).
describe('loadOnFirstUse', () => {
  it('loads nothing until asked, then hands out the package itself each time', () => {
    const require = createRequire(import.meta.url);
    const name = 'sanitize-html';
    const path = require.resolve(name);
    delete require.cache[path];
    const sanitize = loadOnFirstUse<(html: string) => string>(name);
    expect(require.cache[path]).toBeUndefined();
    const first = sanitize();
    expect(require.cache[path]).toBeDefined();
    expect(sanitize()).toBe(first);
    expect(first('<b>hi</b><script>x</script>')).toBe('<b>hi</b>');
  });
});
