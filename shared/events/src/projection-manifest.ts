import type { EventType } from './catalogue.ts';

const GUEST_LIST_EVENTS = [
  'AttendeeAdded', 'AttendeeDetailsChanged', 'AttendeeRemoved', 'AttendeeCheckedIn', 'AttendeeCheckInUndone', 'AttendeeRsvpSet', 'AttendeeApprovalSet',
  'AttendeeForgotten', 'AttendeeInvited', 'AttendeeInvitationLinkClicked', 'CheckInAlertSet', 'UserRegistered', 'UserAccountDeleted', 'AttendeeTagsAdded',
  'AttendeeTagsRemoved', 'AttendeeTagDeleted', 'AttendeeCustomFieldsSet', 'AttendeeTicketVariationSet', 'AttendeeMovedToHostGroup',
  'AttendeePlaceholderRenamed', 'SeatingPlanSaved', 'AttendeeSeated', 'AttendeeUnseated',
] as const satisfies readonly EventType[];

/**
 * Which read models exist and which event types move each one's checkpoint.
 * The projections service applies them; the query API waits on them (read
 * your own writes) and the test harness settles on them. Both read this one
 * list instead of the projections' code, and a projections test checks that
 * every projection handles exactly what is written here.
 */
export const PROJECTION_MANIFEST = {
  events: [
    'EventCreated', 'EventUpdated', 'EventLocationChanged', 'EventArchived', 'EventRestored', 'CustomFieldAdded', 'CustomFieldUpdated',
    'CustomFieldDeleted', 'DefaultFieldsSet', 'TicketVariationsSet', 'EventPassSettingsChanged', 'EventDataChanged',
    'EventBadgeLayoutChanged',
  ],
  guest_list: GUEST_LIST_EVENTS,
  // The guest list's history (time travel) follows exactly the guest list's events.
  guest_history: GUEST_LIST_EVENTS,
  // The floor plans and who holds each seat.
  seating: ['SeatingPlanSaved', 'AttendeeSeated', 'AttendeeUnseated', 'AttendeeRemoved'],
  activity_feed: [
    'EventCreated', 'EventUpdated', 'EventLocationChanged', 'EventArchived', 'EventRestored', 'AttendeeAdded', 'AttendeeDetailsChanged', 'AttendeeRemoved',
    'AttendeeCheckedIn', 'AttendeeCheckInUndone', 'AttendeeRsvpSet', 'AttendeeApprovalSet', 'ActivityLogRead', 'AttendeeInvited',
    'AttendeeInvitationLinkClicked', 'CheckInAlertSet', 'GuestAlertTriggered', 'AttendeeForgotten', 'UserAccountDeleted',
    'TicketTransferRequested', 'TicketTransferAccepted', 'TicketTransferDeclined', 'TicketTransferApproved', 'TicketTransferRejected',
    'TicketTransferCanceled', 'TicketTransferCompleted', 'HostGroupSendsLimited',
  ],
  attendee_views: ['AttendeeTabCreated', 'AttendeeTabUpdated', 'AttendeeTabsReordered', 'AttendeeTabDeleted', 'ColumnSettingsSaved'],
  attendee_tags: ['AttendeeTagAdded', 'AttendeeTagUpdated', 'AttendeeTagDeleted'],
  action_alerts: ['ActionAlertCreated', 'ActionAlertDeleted'],
  event_team: ['EventAdministratorInvited', 'EventAdministratorRoleChanged', 'EventAdministratorJoined'],
  webhook_endpoints: ['WebhookEndpointCreated', 'WebhookEndpointUpdated', 'WebhookEndpointDisabled', 'WebhookEndpointEnabled', 'WebhookEndpointDeleted'],
  host_groups: [
    'HostGroupCreated', 'HostGroupUpdated', 'HostGroupDeleted', 'HostGroupHostAdded', 'HostGroupHostChanged', 'HostGroupHostRemoved', 'HostGroupShared',
    'HostGroupTicketsSent', 'HostGroupTagAdded', 'HostGroupTagDeleted',
  ],
  table_owners: ['SeatingTableOwnerSet'],
  communications: [
    'AlertCreated', 'AlertUpdated', 'AlertContinuousDeliveryChanged', 'AlertSendRequested', 'AlertUnscheduled', 'AlertDispatched', 'AlertResendRequested',
    'AlertDeleted', 'OutboundMessageCreated', 'OutboundMessageStatusChanged', 'TemplateCreated', 'TemplateUpdated', 'TemplateResetToDefault', 'TemplateDeleted',
    'EventCommunicationSettingsChanged', 'SmtpConfigurationSaved', 'SmtpConfigurationRemoved', 'AddressSuppressed', 'AddressUnsuppressed',
    'AttendeeForgotten',
  ],
  organisations: [
    'UserRegistered', 'OrganisationProfileUpdated', 'OrganisationAddressAdded', 'OrganisationAddressUpdated', 'OrganisationAddressRemoved',
    'OrganisationOnboardingProgressed',
  ],
  ticket_transfers: [
    'TicketTransferRequested', 'TicketTransferAccepted', 'TicketTransferDeclined', 'TicketTransferApproved', 'TicketTransferRejected', 'TicketTransferCanceled',
    'TicketTransferCompleted', 'AttendeePassRevoked', 'AttendeeRemoved', 'AttendeeForgotten',
  ],
  journeys: [
    'JourneyCreated', 'JourneyRenamed', 'JourneyStepAdded', 'JourneyStepUpdated', 'JourneyStepActionsChanged', 'JourneyStepRemoved',
    'JourneyStartStepChanged', 'JourneyPublished', 'JourneyMadeDefault', 'JourneyDeleted', 'GuestJourneyStarted', 'GuestJourneyStepAnswered',
    'GuestJourneyCompleted',
  ],
  event_features: ['EventFeatureAdded', 'EventFeatureUpdated', 'EventFeaturesReordered', 'EventFeatureRemoved'],
  support_questions: ['SupportQuestionAsked', 'SupportQuestionAnswered', 'AttendeeForgotten'],
  sso_domain_claims: ['SsoDomainClaimed', 'SsoDomainProved', 'SsoDomainReleased'],
  waitlist: [
    'EventCapacitySet', 'GuestPlacesCounted', 'GuestPlacesReleased', 'WaitlistJoined', 'WaitlistLeft', 'WaitlistPlaceOffered', 'WaitlistOfferClaimed',
    'WaitlistOfferExpired', 'WaitlistOfferWithdrawn',
  ],
} as const satisfies Record<string, readonly EventType[]>;

export type ProjectionName = keyof typeof PROJECTION_MANIFEST;

/** The event types a projection applies; none for a name that is not a projection. */
export function handledEventTypes(projection: string): readonly EventType[] {
  return (PROJECTION_MANIFEST as Record<string, readonly EventType[]>)[projection] ?? [];
}
