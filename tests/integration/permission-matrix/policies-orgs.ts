import type { RoutePolicy } from './route-policies.ts';
import type { World, WorldIds } from './matrix-world.ts';

// A 1×1 PNG, the smallest real image.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** An object the organiser (the world's editor) makes first, so each role's attempt finds one. */
const madeByEditor = (url: string, payload: object | null, key: keyof WorldIds) => async (world: World) => {
  const response = payload
    ? await world.t.app.inject({ method: 'POST', url, headers: world.auth.editor, payload })
    : await world.t.app.inject({
        method: 'POST',
        url,
        headers: { ...world.auth.editor, 'content-type': 'multipart/form-data; boundary=matrix' },
        payload: Buffer.concat([
          Buffer.from('--matrix\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n'),
          PNG,
          Buffer.from('\r\n--matrix--\r\n'),
        ]),
      });
  if (response.statusCode >= 300) throw new Error(response.body);
  await world.t.settle();
  return { [key]: response.json().data.id as string };
};
const freshAddress = madeByEditor('/api/v2/addresses', { address: '1 Harbour Road', city: 'Boston', state_region_code: 'MA' }, 'address' as keyof WorldIds);
const freshMedia = madeByEditor('/api/v2/media', null, 'media');
const address = (ids: WorldIds) => (ids as WorldIds & { address: string }).address;

/**
 * Issue 18 section 3: the asker's organisation, its addresses, members and media library. Each
 * route acts on the asker's own organisation; only its editors change it (other organisations'
 * founders are editors of their own, so they pass on routes that take no id).
 */
export const ORGS_POLICIES: Record<string, RoutePolicy> = {
  'GET /api/v2/organizations': { url: () => '/api/v2/organizations' },
  'POST /api/v2/organizations': { url: () => '/api/v2/organizations', body: () => ({ name: 'Matrix Events Ltd', timezone: 'US/Eastern' }) },
  'POST /api/v2/organizations/onboarding': { url: () => '/api/v2/organizations/onboarding', body: () => ({ step: 'done', skipped: true }) },
  'POST /api/v2/organizations/invitations': {
    url: () => '/api/v2/organizations/invitations',
    body: () => ({ emails: ['matrix-invitee@example.com'], default_event_role: 'viewer' }),
  },
  'GET /api/v2/organizations/members': { url: () => '/api/v2/organizations/members' },
  // Sets the viewer's default role to the one they already have, so the world stays as it was.
  'POST /api/v2/organizations/members/{id}/role': {
    url: (ids) => `/api/v2/organizations/members/${ids.viewerUserId}/role`,
    body: () => ({ default_event_role: 'inactive' }),
  },
  'GET /api/v2/addresses': { url: () => '/api/v2/addresses' },
  'POST /api/v2/addresses': { url: () => '/api/v2/addresses', body: () => ({ address: '2 Quay Street', city: 'Boston' }) },
  'PUT /api/v2/addresses/{id}': { url: (ids) => `/api/v2/addresses/${address(ids)}`, body: () => ({ city: 'Salem' }), prepare: freshAddress },
  'DELETE /api/v2/addresses/{id}': { url: (ids) => `/api/v2/addresses/${address(ids)}`, prepare: freshAddress },
  'GET /api/v2/media': { url: () => '/api/v2/media' },
  'POST /api/v2/media': { url: () => '/api/v2/media', multipart: { fileName: 'logo.png', content: PNG, contentType: 'image/png' } },
  // The editor's upload: other members may not rename or delete it (its uploader or an editor may).
  'PUT /api/v2/media/{id}': { url: (ids) => `/api/v2/media/${ids.media}`, body: () => ({ title: 'Harbour logo' }), prepare: freshMedia },
  'DELETE /api/v2/media/{id}': { url: (ids) => `/api/v2/media/${ids.media}`, prepare: freshMedia },
  'POST /api/auth/profile-image': { url: () => '/api/auth/profile-image', body: () => ({ media_id: null }) },
};

export const ORGS_EXEMPT: Record<string, string> = {};
