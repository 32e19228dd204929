import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GetAdminSettingsReplies, GetInstanceReplies } from '@usher/domain/contract/instance';
import type { ServiceContext } from '@usher/infra/context';
import { readInstanceSettings, readInstanceTheme } from '@usher/infra/instance/instance-settings';
import { presentAdminSettings, presentPublicInstance } from '@usher/infra/instance/present-instance';

/**
 * What every page needs before sign-in (the name, the Support address, whether sign-up is open,
 * the theme), and the settings page's own view for administrators.
 */
export function instanceRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Public. Browsers keep it but ask again on every load (no-cache) with its ETag: an unchanged
    // instance answers 304 with no body, and a saved change is seen by the very next page.
    app.get(
      '/api/instance',
      {
        config: { need: 'public' },
        schema: { tags: ['instance'], response: GetInstanceReplies, summary: 'The instance\u2019s name, support address, sign-up mode and theme' },
      },
      async (request, reply) => {
        const [settings, theme] = await Promise.all([readInstanceSettings(context.db), readInstanceTheme(context.db)]);
        const data = presentPublicInstance(settings, theme);
        const etag = `"${createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 27)}"`;
        reply.header('cache-control', 'no-cache').header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return { data };
      },
    );

    app.get(
      '/api/admin/settings',
      { config: { need: ['administer', 'instance'] }, schema: { tags: ['admin'], response: GetAdminSettingsReplies } },
      async () => {
        return { data: presentAdminSettings(await readInstanceSettings(context.db)) };
      },
    );
  };
}
