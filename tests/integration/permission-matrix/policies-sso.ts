import type { RoutePolicy } from './route-policies.ts';

// A provider the matrix saves and removes: nothing is fetched from it until someone signs in.
const provider = () => ({ kind: 'oidc', display_name: 'Matrix SSO', issuer_url: 'https://idp.example.com', client_id: 'usher', client_secret: 'not-a-real-secret' });

/** Single sign-on (issue 18). */
export const SSO_POLICIES: Record<string, RoutePolicy> = {
  'GET /api/admin/sso-provider': { need: 'instance_admin', url: () => '/api/admin/sso-provider' },
  'PUT /api/admin/sso-provider': { need: 'instance_admin', url: () => '/api/admin/sso-provider', body: provider },
  'DELETE /api/admin/sso-provider': { need: 'instance_admin', url: () => '/api/admin/sso-provider' },
  'GET /api/organization/sso-provider': { need: 'organisation_editing', url: () => '/api/organization/sso-provider' },
  'PUT /api/organization/sso-provider': { need: 'organisation_editing', url: () => '/api/organization/sso-provider', body: provider },
  'DELETE /api/organization/sso-provider': { need: 'organisation_editing', url: () => '/api/organization/sso-provider' },
  'GET /api/auth/sso-options': { need: 'public', url: () => '/api/auth/sso-options' },
  'GET /api/auth/user-by-identifier': { need: 'public', url: () => '/api/auth/user-by-identifier?identifier=someone%40example.com' },
  'GET /api/auth/sso/identities': { need: 'signed_in', url: () => '/api/auth/sso/identities' },
  // Without a provider of the instance the start sends the browser back to the login page: still a redirect for everyone.
  'GET /account/login/microsoft': { need: 'public', url: () => '/account/login/microsoft', okStatus: 302 },
  'GET /account/callback-sso': { need: 'public', url: () => '/account/callback-sso?code=x&state=y', okStatus: 302 },
};

export const SSO_EXEMPT: Record<string, string> = {
  'POST /api/auth/sso/link': 'starts connecting the asker’s own account at the provider of their organisation or instance, which the matrix world has none of (sso tests: 200, 401, link completed)',
};
