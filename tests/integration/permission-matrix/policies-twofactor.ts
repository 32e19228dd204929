import type { RoutePolicy } from './route-policies.ts';

/**
 * The second factor's routes (issue 18). Each account's own setup: enabling first (a pending
 * factor harms nothing: signing in asks for a code only once one is confirmed), so the QR code
 * and recovery codes have something to show, and turning it off last.
 */
export const TWOFACTOR_POLICIES: Record<string, RoutePolicy> = {
  'GET /api/v2/user/two-factor-authentication': { url: () => '/api/v2/user/two-factor-authentication' },
  'POST /api/v2/user/two-factor-authentication': { url: () => '/api/v2/user/two-factor-authentication' },
  'GET /api/v2/user/two-factor-qr-code': { url: () => '/api/v2/user/two-factor-qr-code' },
  'GET /api/v2/user/two-factor-recovery-codes': { url: () => '/api/v2/user/two-factor-recovery-codes' },
  'POST /api/v2/user/two-factor-recovery-codes': { url: () => '/api/v2/user/two-factor-recovery-codes' },
  'DELETE /api/v2/user/two-factor-authentication': { url: () => '/api/v2/user/two-factor-authentication' },
  'GET /api/v2/admin/settings/two-factor': { url: () => '/api/v2/admin/settings/two-factor' },
  // Setting the policy it has changes nothing: the matrix's accounts are not locked out by it.
  'PUT /api/v2/admin/settings/two-factor': { url: () => '/api/v2/admin/settings/two-factor', body: () => ({ policy: 'optional' }) },
  'GET /api/auth/phone': { url: () => '/api/auth/phone' },
  'POST /api/auth/send-phone-verification': { url: () => '/api/auth/send-phone-verification', body: () => ({ phone_number: '(202) 555-0143' }) },
  'POST /api/v2/user/{id}/require-two-factor': { url: (ids) => `/api/v2/user/${ids.viewerUserId}/require-two-factor`, body: () => ({ required: false }) },
};

export const TWOFACTOR_EXEMPT: Record<string, string> = {
  'POST /api/v2/user/confirmed-two-factor-authentication':
    'needs a code from the asker’s own authenticator app (two-factor tests: 401, 422, 204, replay refused)',
  'POST /two-factor-challenge': 'finishes a login: no role applies before it, only the challenge cookie (two-factor tests: 401, 422, 429)',
  'POST /api/auth/two-factor-challenge': 'finishes a login: no role applies before it, only the challenge cookie (two-factor tests)',
  'POST /api/auth/submit-phone-verification': 'needs the code texted to the asker’s own number (phone-verification tests: 401, 422, 429, 200)',
  'POST /api/auth/send-mfa-code': 'mails a code during a login: no role applies, only the challenge cookie (two-factor tests: 401, 202)',
};
