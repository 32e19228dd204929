import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../../src/testing/test-database.ts';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { attendeeIdOfPassToken } from '../../src/http/pass-links.ts';
import { passLinksFor, passTokenFor } from '@usher/read-models/passes/guest-links';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase(inject('pgAdminUrl'), { max: 2 });
});

afterAll(async () => {
  await database.destroy();
});

describe('pass tokens', () => {
  it('name the guest they were made for, and hold neither the plain id nor a dot', async () => {
    const id = randomUUID();
    const token = await passTokenFor(database.db, id);
    expect(token).toMatch(/^P1[A-Za-z0-9_-]{44}$/);
    expect(token).not.toContain(id);
    expect(await attendeeIdOfPassToken(database.db, token)).toBe(id);
  });

  it('refuse a token whose id or signature was changed, and anything that is not a pass', async () => {
    const token = await passTokenFor(database.db, randomUUID());
    const otherId = await passTokenFor(database.db, randomUUID());
    const spliced = token.slice(0, 24) + otherId.slice(24);
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const bad of [spliced, flipped, '', 'P1', randomUUID(), `X${token.slice(1)}`, `${token}A`]) {
      expect(await attendeeIdOfPassToken(database.db, bad)).toBeNull();
    }
  });

  it('give the branded and the white-label public links of the same pass', async () => {
    const id = randomUUID();
    const links = await passLinksFor(database.db, id, 'https://usher.example');
    expect(links.pass_public_link).toBe(`https://usher.example/pass/${links.token}`);
    expect(links.pass_whitelabel_public_link).toBe(`https://usher.example/p/${links.token}`);
  });
});
