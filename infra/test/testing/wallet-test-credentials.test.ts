import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeWalletTestCredentials } from '../../src/testing/wallet-test-credentials.ts';

// The credentials hold private keys: a test run must not leave them in the temporary directory.
describe('wallet test credentials', () => {
  it('keep their files until removed, and their texts after', () => {
    const credentials = makeWalletTestCredentials();
    expect(fs.readFileSync(credentials.caPath, 'utf8')).toBe(credentials.apple.wwdr_certificate);
    expect(fs.readdirSync(credentials.dir)).toEqual(expect.arrayContaining(['signer.key', 'signer.pem', 'service-account.json']));

    credentials.remove();

    expect(fs.existsSync(credentials.dir)).toBe(false);
    expect(credentials.apple.private_key).toContain('BEGIN ENCRYPTED PRIVATE KEY');
    expect(JSON.parse(credentials.google.service_account_key).private_key).toContain('BEGIN PRIVATE KEY');
    // Removing twice (a file's afterAll after a test that removed them) is harmless.
    expect(() => credentials.remove()).not.toThrow();
  });
});
