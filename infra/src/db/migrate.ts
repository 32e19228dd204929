import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.ts';
import * as eventStore from './migrations/001-event-store.ts';
import * as identity from './migrations/002-identity.ts';
import * as readModels from './migrations/003-read-models.ts';
import * as writeSideLookups from './migrations/004-write-side-lookups.ts';
import * as guestSearch from './migrations/005-guest-search.ts';
import * as uploads from './migrations/006-uploads.ts';
import * as guestEmailIndex from './migrations/007-guest-email-index.ts';
import * as attendeeTags from './migrations/008-attendee-tags.ts';
import * as guestFields from './migrations/009-guest-fields.ts';
import * as viewsAndAccounts from './migrations/011-views-and-accounts.ts';
import * as invitationsAndAlerts from './migrations/010-invitations-and-alerts.ts';
import * as eventTeams from './migrations/012-event-teams.ts';
import * as eventLogTenantIndexes from './migrations/013-event-log-tenant-indexes.ts';
import * as groupedActivity from './migrations/020-grouped-activity.ts';
import * as hostGroups from './migrations/021-host-groups.ts';
import * as apiTokens from './migrations/014-api-tokens.ts';
import * as webhooks from './migrations/015-webhooks.ts';
import * as signUpLogIndex from './migrations/017-sign-up-log-index.ts';
import * as personalDataKeys from './migrations/018-personal-data-keys.ts';
import * as media from './migrations/023-media.ts';
import * as checkInActor from './migrations/024-check-in-actor.ts';
import * as impersonation from './migrations/025-impersonation.ts';
import * as teamInvitationIndex from './migrations/026-team-invitation-index.ts';
import * as checkInAlertIndex from './migrations/027-check-in-alert-index.ts';
import * as decisionSnapshots from './migrations/028-decision-snapshots.ts';
import * as activityGroupHash from './migrations/029-activity-group-hash.ts';
import * as projectionFailures from './migrations/030-projection-failures.ts';
import * as loginKnownAddresses from './migrations/034-login-known-addresses.ts';
import * as deletedAccounts from './migrations/035-deleted-accounts.ts';
import * as recentAuthentication from './migrations/036-recent-authentication.ts';
import * as sessionListAndDisabledAccounts from './migrations/041-session-list-and-disabled-accounts.ts';
import * as loginKnownDevices from './migrations/042-login-known-devices.ts';
import * as guestListHistory from './migrations/055-guest-list-history.ts';
import * as guestHistorySpecOrder from './migrations/056-guest-history-spec-order.ts';
import * as emailVerification from './migrations/033-email-verification.ts';
import * as guestReference from './migrations/043-guest-reference.ts';
import * as instanceSettings from './migrations/048-instance-settings.ts';
import * as instanceTheme from './migrations/049-instance-theme.ts';
import * as passwordRecovery from './migrations/037-password-recovery.ts';
import * as emailChanges from './migrations/038-email-changes.ts';
import * as eventEndsAt from './migrations/046-event-ends-at.ts';
import * as adminStatsIndexes from './migrations/047-admin-stats-indexes.ts';
import * as ssoProvidersAndIdentities from './migrations/044-sso-providers-and-identities.ts';
import * as ssoFlows from './migrations/045-sso-flows.ts';
import * as ssoDomainClaims from './migrations/063-sso-domain-claims.ts';
import * as organisations from './migrations/050-organisations.ts';
import * as mediaLibrary from './migrations/051-media-library.ts';
import * as seatingPlans from './migrations/052-seating-plans.ts';
import * as tableOwners from './migrations/053-table-owners.ts';
import * as twoFactor from './migrations/039-two-factor.ts';
import * as phoneVerification from './migrations/040-phone-verification.ts';
import * as communications from './migrations/057-communications.ts';
import * as ticketTransfers from './migrations/060-ticket-transfers.ts';
import * as journeys from './migrations/062-journeys.ts';
import * as seatingIdsPerEvent from './migrations/065-seating-ids-per-event.ts';
import * as supportQuestionsHolder from './migrations/066-support-questions-holder.ts';
import * as suppressionsByAddressKey from './migrations/067-suppressions-by-address-key.ts';
import * as mailDeliveryDeferrals from './migrations/068-mail-delivery-deferrals.ts';
import * as uploadEmptyCellsClear from './migrations/069-upload-empty-cells-clear.ts';
import * as testMailsSent from './migrations/070-test-mails-sent.ts';
import * as guestJourneyStartsIndex from './migrations/071-guest-journey-starts-index.ts';
import * as guestsOfEventLogIndex from './migrations/072-guests-of-event-log-index.ts';
import * as guestHistoryProjection from './migrations/073-guest-history-projection.ts';
import * as seatingProjection from './migrations/074-seating-projection.ts';
import * as walletCredentials from './migrations/075-wallet-credentials.ts';
import * as waitlist from './migrations/076-waitlist.ts';
import * as reports from './migrations/077-reports.ts';
import * as guestLanguage from './migrations/078-guest-language.ts';
import * as messageTranslations from './migrations/079-message-translations.ts';
import * as checkInsStayHot from './migrations/080-check-ins-stay-hot.ts';
import * as invitationsByEvent from './migrations/081-invitations-by-event.ts';
import * as eventCatalogueLogIndex from './migrations/082-event-catalogue-log-index.ts';
import * as eventLogIndexWithClock from './migrations/083-event-log-index-with-clock.ts';
import * as uploadErrorsByBatch from './migrations/084-upload-errors-by-batch.ts';
import * as uploadSample from './migrations/085-upload-sample.ts';
import * as eventFeatures from './migrations/058-event-features.ts';
import * as supportQuestions from './migrations/059-support-questions.ts';
import * as eventDuplications from './migrations/061-event-duplications.ts';
import * as journeyDraftSteps from './migrations/064-journey-draft-steps.ts';

// Listed in code rather than read from a folder, so bundlers and tsx agree.
const migrations: Record<string, Migration> = {
  '001-event-store': eventStore,
  '002-identity': identity,
  '003-read-models': readModels,
  '004-write-side-lookups': writeSideLookups,
  '005-guest-search': guestSearch,
  '006-uploads': uploads,
  '007-guest-email-index': guestEmailIndex,
  '008-attendee-tags': attendeeTags,
  '009-guest-fields': guestFields,
  '011-views-and-accounts': viewsAndAccounts,
  '010-invitations-and-alerts': invitationsAndAlerts,
  '012-event-teams': eventTeams,
  '013-event-log-tenant-indexes': eventLogTenantIndexes,
  '014-api-tokens': apiTokens,
  '015-webhooks': webhooks,
  '017-sign-up-log-index': signUpLogIndex,
  '018-personal-data-keys': personalDataKeys,
  '023-media': media,
  '024-check-in-actor': checkInActor,
  '020-grouped-activity': groupedActivity,
  '021-host-groups': hostGroups,
  '025-impersonation': impersonation,
  '026-team-invitation-index': teamInvitationIndex,
  '027-check-in-alert-index': checkInAlertIndex,
  '028-decision-snapshots': decisionSnapshots,
  '029-activity-group-hash': activityGroupHash,
  '030-projection-failures': projectionFailures,
  '034-login-known-addresses': loginKnownAddresses,
  '035-deleted-accounts': deletedAccounts,
  '036-recent-authentication': recentAuthentication,
  '037-password-recovery': passwordRecovery,
  '038-email-changes': emailChanges,
  '041-session-list-and-disabled-accounts': sessionListAndDisabledAccounts,
  '042-login-known-devices': loginKnownDevices,
  '033-email-verification': emailVerification,
  '043-guest-reference': guestReference,
  '048-instance-settings': instanceSettings,
  '049-instance-theme': instanceTheme,
  '046-event-ends-at': eventEndsAt,
  '047-admin-stats-indexes': adminStatsIndexes,
  '044-sso-providers-and-identities': ssoProvidersAndIdentities,
  '045-sso-flows': ssoFlows,
  '063-sso-domain-claims': ssoDomainClaims,
  '050-organisations': organisations,
  '051-media-library': mediaLibrary,
  '052-seating-plans': seatingPlans,
  '053-table-owners': tableOwners,
  '039-two-factor': twoFactor,
  '040-phone-verification': phoneVerification,
  '055-guest-list-history': guestListHistory,
  '056-guest-history-spec-order': guestHistorySpecOrder,
  '057-communications': communications,
  '060-ticket-transfers': ticketTransfers,
  '062-journeys': journeys,
  '058-event-features': eventFeatures,
  '059-support-questions': supportQuestions,
  '061-event-duplications': eventDuplications,
  '064-journey-draft-steps': journeyDraftSteps,
  '065-seating-ids-per-event': seatingIdsPerEvent,
  '066-support-questions-holder': supportQuestionsHolder,
  '067-suppressions-by-address-key': suppressionsByAddressKey,
  '068-mail-delivery-deferrals': mailDeliveryDeferrals,
  '069-upload-empty-cells-clear': uploadEmptyCellsClear,
  '070-test-mails-sent': testMailsSent,
  '071-guest-journey-starts-index': guestJourneyStartsIndex,
  '072-guests-of-event-log-index': guestsOfEventLogIndex,
  '073-guest-history-projection': guestHistoryProjection,
  '074-seating-projection': seatingProjection,
  '075-wallet-credentials': walletCredentials,
  '076-waitlist': waitlist,
  '077-reports': reports,
  '078-guest-language': guestLanguage,
  '079-message-translations': messageTranslations,
  '080-check-ins-stay-hot': checkInsStayHot,
  '081-invitations-by-event': invitationsByEvent,
  '082-event-catalogue-log-index': eventCatalogueLogIndex,
  '083-event-log-index-with-clock': eventLogIndexWithClock,
  '084-upload-errors-by-batch': uploadErrorsByBatch,
  '085-upload-sample': uploadSample,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; safe to run at every start. */
export async function migrateToLatest(db: Db): Promise<void> {
  // Work on parallel branches lands migrations out of number order; each still runs once.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
