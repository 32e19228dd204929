import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A package that only some requests use (printing, two-factor set-up, mail
 * templates), loaded by the first call of the returned function instead of at
 * start. Loading pdfkit with its fonts, qrcode or sanitize-html takes tenths
 * of a CPU-second that every start paid (the E2E suite starts the product
 * some fifty times) for a feature most starts never touch. Synchronous, so a
 * caller keeps its shape; the package is loaded once and kept.
 */
export function loadOnFirstUse<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}
