import { afterAll, beforeAll } from 'vitest';

/**
 * Test files share a worker's module cache (vitest `isolate: false`, which spares each file the
 * seconds of importing the whole product). Some files set environment variables (an SMTP server,
 * a media quota, a provider's address) for the product they start; this puts the environment
 * back as each file found it, so the next file in the worker never inherits them.
 */
let found: NodeJS.ProcessEnv = {};

beforeAll(() => {
  found = { ...process.env };
});

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in found)) delete process.env[name];
  for (const [name, value] of Object.entries(found)) if (value !== undefined) process.env[name] = value;
});
