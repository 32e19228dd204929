import type { RmReportCountsTable, RmReportGuestsTable } from './tables/reports.ts';
import type { RmActivityAttendeeNamesTable, RmActivityLogsTable, RmActivityReadsTable } from './tables/activity.ts';
import type {
  RmAlertsTable,
  RmEventCommunicationSettingsTable,
  RmOutboundMessagesTable,
  RmSmtpConfigurationsTable,
  RmSuppressionsTable,
  RmTemplatesTable,
} from './tables/communications.ts';
import type {
  RmEventAdministratorsTable,
  RmEventFeaturesTable,
  RmEventsTable,
  RmPassGenerationsTable,
  RmSupportQuestionsTable,
  RmTicketTransfersTable,
} from './tables/events.ts';
import type {
  RmAttendeeForgettingsTable,
  RmAttendeeRemovalsTable,
  RmAttendeeStatsVersionsTable,
  RmAttendeeVersionsTable,
  RmGuestHistoryPendingTable,
  RmGuestListBatchEndsTable,
} from './tables/guest-history.ts';
import type {
  RmActionAlertsTable,
  RmAttendeeStatsTable,
  RmAttendeeTabsTable,
  RmAttendeeTagsTable,
  RmAttendeesTable,
  RmColumnSettingsTable,
  RmGuestAccountsTable,
  RmGuestSeatPiecesTable,
} from './tables/guest-list.ts';
import type { RmHostGroupHostsTable, RmHostGroupTagsTable, RmHostGroupsTable } from './tables/host-groups.ts';
import type { RmGuestJourneysTable, RmJourneyDraftStepsTable, RmJourneyVersionsTable, RmJourneysTable } from './tables/journeys.ts';
import type { RmOrganisationAddressesTable, RmOrganisationsTable, RmSsoDomainClaimsTable, RmWebhookEndpointsTable } from './tables/organisations.ts';
import type { RmEventCapacityTable, RmWaitlistEntriesTable } from './tables/waitlist.ts';
import type {
  RmSeatingCanvasObjectsTable,
  RmSeatingLegendsTable,
  RmSeatingPlansTable,
  RmSeatingSeatsTable,
  RmSeatingSectionsTable,
  RmSeatingTableOwnersTable,
  RmSeatingTablesTable,
} from './tables/seating.ts';

/** Every read-model (`rm_*`) table, by name: written by the projections alone, read by the query side. */
export interface ReadModelTables {
  rm_event_administrators: RmEventAdministratorsTable;
  rm_events: RmEventsTable;
  rm_attendees: RmAttendeesTable;
  rm_attendee_stats: RmAttendeeStatsTable;
  rm_attendee_tags: RmAttendeeTagsTable;
  rm_seating_plans: RmSeatingPlansTable;
  rm_seating_sections: RmSeatingSectionsTable;
  rm_seating_tables: RmSeatingTablesTable;
  rm_seating_seats: RmSeatingSeatsTable;
  rm_seating_canvas_objects: RmSeatingCanvasObjectsTable;
  rm_seating_legends: RmSeatingLegendsTable;
  rm_seating_table_owners: RmSeatingTableOwnersTable;
  rm_event_features: RmEventFeaturesTable;
  rm_support_questions: RmSupportQuestionsTable;
  rm_sso_domain_claims: RmSsoDomainClaimsTable;
  rm_alerts: RmAlertsTable;
  rm_outbound_messages: RmOutboundMessagesTable;
  rm_templates: RmTemplatesTable;
  rm_event_communication_settings: RmEventCommunicationSettingsTable;
  rm_smtp_configurations: RmSmtpConfigurationsTable;
  rm_suppressions: RmSuppressionsTable;
  rm_host_groups: RmHostGroupsTable;
  rm_host_group_hosts: RmHostGroupHostsTable;
  rm_host_group_tags: RmHostGroupTagsTable;
  rm_attendee_tabs: RmAttendeeTabsTable;
  rm_column_settings: RmColumnSettingsTable;
  rm_guest_accounts: RmGuestAccountsTable;
  rm_guest_seat_pieces: RmGuestSeatPiecesTable;
  rm_attendee_versions: RmAttendeeVersionsTable;
  rm_attendee_stats_versions: RmAttendeeStatsVersionsTable;
  rm_attendee_removals: RmAttendeeRemovalsTable;
  rm_attendee_forgettings: RmAttendeeForgettingsTable;
  rm_guest_list_batch_ends: RmGuestListBatchEndsTable;
  rm_guest_history_pending: RmGuestHistoryPendingTable;
  rm_action_alerts: RmActionAlertsTable;
  rm_activity_logs: RmActivityLogsTable;
  rm_activity_reads: RmActivityReadsTable;
  rm_activity_attendee_names: RmActivityAttendeeNamesTable;
  rm_organisations: RmOrganisationsTable;
  rm_organisation_addresses: RmOrganisationAddressesTable;
  rm_webhook_endpoints: RmWebhookEndpointsTable;
  rm_ticket_transfers: RmTicketTransfersTable;
  rm_pass_generations: RmPassGenerationsTable;
  rm_journeys: RmJourneysTable;
  rm_journey_draft_steps: RmJourneyDraftStepsTable;
  rm_journey_versions: RmJourneyVersionsTable;
  rm_guest_journeys: RmGuestJourneysTable;
  rm_event_capacity: RmEventCapacityTable;
  rm_waitlist_entries: RmWaitlistEntriesTable;
  rm_report_counts: RmReportCountsTable;
  rm_report_guests: RmReportGuestsTable;
}

/**
 * One Kysely handle serves every side (ServiceContext.db), so the read-model tables join infra's
 * `Database` here, by declaration merging, rather than being listed in infra: their types live in this
 * package, and infra never names them. That infra and the command side do not query them either is
 * `npm run check`'s job (eslint.architecture.js), not the type's.
 */
declare module '@usher/infra/db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into infra's interface, adding the tables above
  interface Database extends ReadModelTables {}
}
