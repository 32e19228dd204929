import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/runtime/context';
import { identityRoutes } from './identity/identity-routes.ts';
import { accountDeletionRoutes } from './identity/account-deletion-routes.ts';
import { passwordConfirmationRoutes } from './identity/password-confirmation-routes.ts';
import { sessionRoutes } from './identity/session-routes.ts';
import { emailVerificationRoutes } from './identity/email-verification/email-verification-routes.ts';
import { recoveryRoutes } from './identity/password-recovery/recovery-routes.ts';
import { eventRoutes } from './events/event-routes.ts';
import { attendeeRoutes } from './attendees/attendee-routes.ts';
import { invitationRoutes } from './invitations/invitation-routes.ts';
import { publicRsvpRoutes } from './invitations/public-rsvp-routes.ts';
import { alertRoutes } from './alerts/alert-routes.ts';
import { attendeeTagRoutes } from './attendee-tags/tag-routes.ts';
import { activityRoutes } from './activity/activity-routes.ts';
import { uploadRoutes } from './uploads/upload-routes.ts';
import { teamRoutes } from './team/team-routes.ts';
import { attendeeViewRoutes } from './attendee-views/attendee-view-routes.ts';
import { fieldRoutes } from './fields/field-routes.ts';
import { resumeImports } from './uploads/import-job.ts';
import { apiTokenRoutes } from './api-tokens/api-token-routes.ts';
import { webhookRoutes } from './webhooks/webhook-routes.ts';
import { forgetRoutes } from './erasure/forget-routes.ts';
import { hostGroupRoutes } from './host-groups/host-group-routes.ts';
import { hostPortalRoutes } from './host-portal/host-portal-routes.ts';
import { tableOwnerLinkRoutes, tableOwnerRoutes } from './table-owner/table-owner-routes.ts';
import { passSettingsRoutes } from './passes/pass-settings-routes.ts';
import { mediaRoutes } from './media/media-routes.ts';
import { mediaLibraryRoutes } from './media/media-library-routes.ts';
import { organisationRoutes } from './organisations/organisation-routes.ts';
import { scanRoutes } from './scanner/scan-routes.ts';
import { instanceSettingsRoutes } from './instance-settings/instance-settings-routes.ts';
import { ssoRoutes } from './sso/sso-routes.ts';
import { ssoProviderRoutes } from './sso/provider-routes.ts';
import { seatingRoutes } from './seating/seating-routes.ts';
<<<<<<< HEAD
import { communicationAlertRoutes } from './communications/alert-routes.ts';
=======
import { communicationsSettingsRoutes } from './communications-settings/communications-settings-plugin.ts';
>>>>>>> h-render
import { twoFactorRoutes } from './identity/two-factor/two-factor-routes.ts';
import { twoFactorPolicyRoutes } from './identity/two-factor/two-factor-policy-routes.ts';
import { phoneVerificationRoutes } from './identity/phone-verification/phone-verification-routes.ts';
import { pruneRateLimitHitsHourly } from './identity/rate-limit-pruning.ts';

/** The write side: every route here validates, authenticates, decides and appends. */
export function commandService(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(identityRoutes(context));
    await app.register(accountDeletionRoutes(context));
    await app.register(passwordConfirmationRoutes(context));
    await app.register(sessionRoutes(context));
    await app.register(emailVerificationRoutes(context));
    await app.register(recoveryRoutes(context));
    await app.register(twoFactorRoutes(context));
    await app.register(twoFactorPolicyRoutes(context));
    await app.register(phoneVerificationRoutes(context));
    await app.register(eventRoutes(context));
    await app.register(attendeeRoutes(context));
    await app.register(invitationRoutes(context));
    await app.register(publicRsvpRoutes(context));
    await app.register(alertRoutes(context));
    await app.register(attendeeTagRoutes(context));
    await app.register(activityRoutes(context));
    await app.register(uploadRoutes(context));
    await app.register(teamRoutes(context));
    await app.register(fieldRoutes(context));
    await app.register(attendeeViewRoutes(context));
    await app.register(apiTokenRoutes(context));
    await app.register(webhookRoutes(context));
    await app.register(forgetRoutes(context));
    await app.register(hostGroupRoutes(context));
    await app.register(hostPortalRoutes(context));
    await app.register(tableOwnerRoutes(context));
    await app.register(tableOwnerLinkRoutes(context));
    await app.register(passSettingsRoutes(context));
    await app.register(mediaRoutes(context));
    await app.register(mediaLibraryRoutes(context));
    await app.register(organisationRoutes(context));
    await app.register(scanRoutes(context));
    await app.register(instanceSettingsRoutes(context));
    await app.register(ssoRoutes(context));
    await app.register(ssoProviderRoutes(context));
    await app.register(seatingRoutes(context));
<<<<<<< HEAD
    await app.register(communicationAlertRoutes(context));
=======
    await app.register(communicationsSettingsRoutes(context));
>>>>>>> h-render
    pruneRateLimitHitsHourly(app, context);
    // Imports a previous run left half done carry on once the service is up.
    app.addHook('onReady', async () => {
      void resumeImports(context).catch((error: unknown) => app.log.error({ err: error }, 'resuming imports failed'));
    });
  };
}
