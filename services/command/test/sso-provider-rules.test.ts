import { describe, expect, it } from 'vitest';
import { validateProvider } from '../src/sso/provider-rules.ts';

const entra = { kind: 'entra', entra_tenant: 'organizations', client_id: 'app', client_secret: 'secret' };
const generic = { kind: 'oidc', display_name: 'Company login', issuer_url: 'https://login.example.com/', client_id: 'app', client_secret: 'secret' };

describe('what may be saved as a single sign-on provider', () => {
  it('takes the Entra preset with a tenant id or a multi-tenant name, named Microsoft unless told otherwise', () => {
    expect(validateProvider(entra, false).value).toMatchObject({ kind: 'entra', display_name: 'Microsoft', entra_tenant: 'organizations', issuer_url: null });
    expect(validateProvider({ ...entra, entra_tenant: '72F988BF-86F1-41AF-91AB-2D7CD011DB47' }, false).value?.entra_tenant).toBe(
      '72f988bf-86f1-41af-91ab-2d7cd011db47',
    );
    expect(validateProvider({ ...entra, entra_tenant: 'contoso' }, false).errors.entra_tenant).toHaveLength(1);
  });

  it('takes a generic provider by an https issuer, or plain http only on this machine', () => {
    expect(validateProvider(generic, false).value?.issuer_url).toBe('https://login.example.com');
    expect(validateProvider({ ...generic, issuer_url: 'http://127.0.0.1:4000' }, false).value?.issuer_url).toBe('http://127.0.0.1:4000');
    expect(validateProvider({ ...generic, issuer_url: 'http://login.example.com' }, false).errors.issuer_url).toHaveLength(1);
    expect(validateProvider({ ...generic, issuer_url: 'https://login.example.com/?x=1' }, false).errors.issuer_url).toHaveLength(1);
  });

  it('keeps a stored secret when the form leaves it empty, and needs one otherwise', () => {
    expect(validateProvider({ ...generic, client_secret: '' }, true).value?.client_secret).toBeNull();
    expect(validateProvider({ ...generic, client_secret: '' }, false).errors.client_secret).toEqual(['The client secret is required.']);
  });

  it('cleans email domains and refuses what is not a domain', () => {
    expect(validateProvider({ ...generic, email_domains: ['@Acme.test', 'acme.test', ' usher.example '] }, false).value?.email_domains).toEqual([
      'acme.test',
      'usher.example',
    ]);
    expect(validateProvider({ ...generic, email_domains: ['not a domain'] }, false).errors.email_domains).toHaveLength(1);
  });

  it('refuses the domains of public mail services, which no organisation owns', () => {
    for (const domain of ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'gmx.de', 'proton.me']) {
      expect(validateProvider({ ...generic, email_domains: ['acme.test', domain] }, false).errors.email_domains, domain).toEqual([
        `"${domain}" is a public email service: only a domain your organisation owns can be claimed.`,
      ]);
    }
  });

  it('names every missing field', () => {
    expect(Object.keys(validateProvider({}, false).errors).sort()).toEqual(['client_id', 'client_secret', 'display_name', 'kind']);
  });
});
