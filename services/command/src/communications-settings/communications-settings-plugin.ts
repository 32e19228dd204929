import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { templateRoutes } from './template-routes.ts';
import { smtpConfigurationRoutes } from './smtp-configuration-routes.ts';
import { messagePreviewRoutes } from './preview-routes.ts';

/** The writes of templates, SMTP configurations, mail settings, and draft previews and tests (issue 20). */
export function communicationsSettingsRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(templateRoutes(context));
    await app.register(smtpConfigurationRoutes(context));
    await app.register(messagePreviewRoutes(context));
  };
}
