import { z } from 'zod';
import multipart from '@fastify/multipart';
import { safeText } from '@usher/domain/validation/safe-text';
import { THEME_COLOR_KEYS } from '@usher/domain/instance/theme';
import { PostAdminSmtpTestReplies, PostAdminThemeLogoReplies, PutAdminSettingsReplies, PutAdminThemeReplies } from '@usher/domain/contract/instance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { readInstanceSettings } from '@usher/infra/instance/instance-settings';
import { presentAdminSettings } from '@usher/infra/instance/present-instance';
import { uploadedFile } from '../handling/uploaded-file.ts';
import { saveGeneralSettings, saveSmtpSettings } from './settings-handlers.ts';
import { sendSmtpTest } from './smtp-test.ts';
import { MAX_LOGO_BYTES, removeLogo, resetThemeColors, saveThemeColors, storeLogo } from './theme-handlers.ts';

const text = (max: number) => safeText({ max }).nullish();

const GeneralBody = z.object({ name: text(1000), support_email: text(1000), signup_mode: text(50) });
const SmtpBody = z.object({
  host: text(1000).describe('An empty host removes the saved server.'),
  port: z.number().nullish(),
  tls_mode: text(50),
  user: text(1000),
  password: text(2000).describe('Write-only. Leave it out to keep the saved password.'),
  clear_password: z.boolean().nullish(),
  sender: text(1000),
});
const ThemeBody = z.object(
  Object.fromEntries(THEME_COLOR_KEYS.map((key) => [key, text(50)])) as Record<(typeof THEME_COLOR_KEYS)[number], ReturnType<typeof text>>,
);

/** /admin/settings and /admin/theme: what the instance's administrators change for everyone on it. */
export function instanceSettingsRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_LOGO_BYTES, files: 1, fields: 5 } });
    const settingsReply = async (position: string) => ({ data: presentAdminSettings(await readInstanceSettings(context.db)), position });

    app.put(
      '/api/admin/settings/general',
      { config: { need: ['administer', 'instance'] }, schema: { body: GeneralBody, tags: ['admin'], response: PutAdminSettingsReplies } },
      async (request) => {
        const { user } = request;
        const { position } = await saveGeneralSettings(context, user, request.body, request.metadata);
        return settingsReply(position);
      },
    );

    app.put(
      '/api/admin/settings/smtp',
      { config: { need: ['administer', 'instance'] }, schema: { body: SmtpBody, tags: ['admin'], response: PutAdminSettingsReplies } },
      async (request) => {
        const { user } = request;
        const { position } = await saveSmtpSettings(context, user, request.body, request.metadata);
        return settingsReply(position);
      },
    );

    app.post(
      '/api/admin/settings/smtp/test',
      { config: { need: ['administer', 'instance'] }, schema: { tags: ['admin'], response: PostAdminSmtpTestReplies } },
      async (request) => {
        const { user } = request;
        return { data: await sendSmtpTest(context, user) };
      },
    );

    app.put(
      '/api/admin/theme',
      { config: { need: ['administer', 'instance'] }, schema: { body: ThemeBody, tags: ['admin'], response: PutAdminThemeReplies } },
      async (request) => {
        const { user } = request;
        return saveThemeColors(context, user, request.body, request.metadata);
      },
    );

    app.delete(
      '/api/admin/theme',
      {
        config: { need: ['administer', 'instance'] },
        schema: { tags: ['admin'], response: PutAdminThemeReplies, summary: 'Reset the colours to the product\u2019s own' },
      },
      async (request) => {
        const { user } = request;
        return resetThemeColors(context, user, request.metadata);
      },
    );

    app.post(
      '/api/admin/theme/logo',
      { config: { need: ['administer', 'instance'] }, schema: { tags: ['admin'], consumes: ['multipart/form-data'], response: PostAdminThemeLogoReplies } },
      async (request, reply) => {
        const { user } = request;
        const file = await uploadedFile(request, '1 MB', 'logo');
        return reply.code(201).send(await storeLogo(context, user, file, request.metadata));
      },
    );

    app.delete(
      '/api/admin/theme/logo',
      { config: { need: ['administer', 'instance'] }, schema: { tags: ['admin'], response: PutAdminThemeReplies } },
      async (request) => {
        const { user } = request;
        return removeLogo(context, user, request.metadata);
      },
    );
  };
}
