import type { RoutePolicy } from './route-policies.ts';
import type { World } from './matrix-world.ts';

// A provider the matrix saves and removes: nothing is fetched from it until someone signs in.
const provider = () => ({
  kind: 'oidc',
  display_name: 'Matrix SSO',
  issuer_url: 'https://idp.example.com',
  client_id: 'usher',
  client_secret: 'not-a-real-secret',
});

/** An email domain the editor's organisation claims, for an administrator to approve. */
export interface SsoDomainIds {
  ssoDomainClaim?: { organisation_id: string; domain: string };
}

async function claimedDomain(world: World): Promise<SsoDomainIds> {
  const domain = 'matrix-organisation.test';
  const saved = await world.t.app.inject({
    method: 'PUT',
    url: '/api/organization/sso-provider',
    headers: world.auth.editor,
    payload: { ...provider(), email_domains: [domain] },
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  const editor = await world.t.context.db.selectFrom('users').select('organisation_id').where('id', '=', world.ids.editorUserId).executeTakeFirstOrThrow();
  return { ssoDomainClaim: { organisation_id: editor.organisation_id, domain } };
}

/** Single sign-on (issue 18). */
export const SSO_POLICIES: Record<string, RoutePolicy> = {
  'GET /api/admin/sso-provider': { url: () => '/api/admin/sso-provider' },
  'PUT /api/admin/sso-provider': { url: () => '/api/admin/sso-provider', body: provider },
  'DELETE /api/admin/sso-provider': { url: () => '/api/admin/sso-provider' },
  'GET /api/organization/sso-provider': { url: () => '/api/organization/sso-provider' },
  'PUT /api/organization/sso-provider': { url: () => '/api/organization/sso-provider', body: provider },
  'DELETE /api/organization/sso-provider': { url: () => '/api/organization/sso-provider' },
  'POST /api/admin/sso-domains/approve': {
    url: () => '/api/admin/sso-domains/approve',
    prepare: claimedDomain,
    body: (ids) => ids.ssoDomainClaim ?? { organisation_id: ids.editorUserId, domain: 'matrix-organisation.test' },
  },
  'GET /api/v2/admin/sso-domains': { url: () => '/api/v2/admin/sso-domains' },
  'GET /api/auth/sso-options': { url: () => '/api/auth/sso-options' },
  'GET /api/auth/user-by-identifier': { url: () => '/api/auth/user-by-identifier?identifier=someone%40example.com' },
  'GET /api/auth/sso/identities': { url: () => '/api/auth/sso/identities' },
  // Without a provider of the instance the start sends the browser back to the login page: still a redirect for everyone.
  'GET /account/login/microsoft': { url: () => '/account/login/microsoft', okStatus: 302 },
  'GET /account/callback-sso': { url: () => '/account/callback-sso?code=x&state=y', okStatus: 302 },
};

export const SSO_EXEMPT: Record<string, string> = {
  'POST /api/organization/sso-provider/domains/{domain}/check':
    'asks DNS for the TXT record of a claim of the asker’s own organisation, which the matrix world has neither of (sso-domains tests: 200 proved, 409 no record, 503 DNS down, 404 not claimed, 403 not an editor, 401)',
  'POST /api/auth/sso/link':
    'starts connecting the asker’s own account at the provider of their organisation or instance, which the matrix world has none of (sso tests: 200, 401, link completed)',
};
