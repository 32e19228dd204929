import { DEFAULT_THEME_COLORS } from '@usher/domain/instance/theme';
import type { RoutePolicy } from './route-policies.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/**
 * The instance's settings and theme (/admin/settings, /admin/theme): its administrators only;
 * what every page needs before sign-in is public. The bodies leave the instance as the other
 * routes expect it: sign-up open, no saved mail server, the product's own colours.
 */
export const SETTINGS_POLICIES: Record<string, RoutePolicy> = {
  'GET /api/instance': { url: () => '/api/instance' },
  'GET /api/admin/settings': { url: () => '/api/admin/settings' },
  'PUT /api/admin/settings/general': {
    url: () => '/api/admin/settings/general',
    body: () => ({ name: 'Usher', support_email: 'support@usher.events', signup_mode: 'open' }),
  },
  'PUT /api/admin/settings/smtp': { url: () => '/api/admin/settings/smtp', body: () => ({ host: '' }) },
  'POST /api/admin/settings/smtp/test': { url: () => '/api/admin/settings/smtp/test' },
  'PUT /api/admin/theme': { url: () => '/api/admin/theme', body: () => ({ ...DEFAULT_THEME_COLORS }) },
  'DELETE /api/admin/theme': { url: () => '/api/admin/theme' },
  'POST /api/admin/theme/logo': { url: () => '/api/admin/theme/logo', multipart: { fileName: 'logo.png', content: PNG, contentType: 'image/png' } },
  'DELETE /api/admin/theme/logo': { url: () => '/api/admin/theme/logo' },
};

export const SETTINGS_EXEMPT: Record<string, string> = {};
