import type { z } from 'zod';
import * as attendee from './attendee-events.ts';
import * as event from './event-events.ts';
import * as pass from './pass-events.ts';
import * as badge from './badge-events.ts';
import * as user from './user-events.ts';
import * as team from './team-events.ts';
import * as field from './field-events.ts';
import * as invitation from './invitation-events.ts';
import * as alert from './alert-events.ts';
import * as tag from './tag-events.ts';
import * as view from './view-events.ts';
import * as personalData from './personal-data.ts';
import * as apiToken from './api-token-events.ts';
import * as webhook from './webhook-events.ts';
import * as hostGroup from './host-group-events.ts';
import * as instance from './instance-events.ts';
import * as sso from './sso-events.ts';
import * as organisation from './organisation-events.ts';
import * as twoFactor from './two-factor-events.ts';
import * as seating from './seating-events.ts';
import * as tableOwner from './table-owner-events.ts';
import * as communication from './communication-events.ts';
import * as journeyEvents from './journey-events.ts';
import * as ticketTransfer from './ticket-transfer-events.ts';
import * as feature from './feature-events.ts';
import * as support from './support-events.ts';
import * as duplication from './duplication-events.ts';
import * as waitlist from './waitlist-events.ts';

/**
 * Every domain event type with its current schema version. Integrators read
 * this catalogue (as JSON Schema); writers validate against it before append.
 */
export const eventCatalogue = {
  UserRegistered: { version: 1, schema: user.UserRegistered, stream: 'user' },
  UserLoggedIn: { version: 1, schema: user.UserLoggedIn, stream: 'user' },
  UserLoggedOut: { version: 1, schema: user.UserLoggedOut, stream: 'user' },
  UserEmailVerified: { version: 1, schema: user.UserEmailVerified, stream: 'user' },
  UserImpersonationStarted: { version: 1, schema: user.UserImpersonationStarted, stream: 'user' },
  UserImpersonationEnded: { version: 1, schema: user.UserImpersonationEnded, stream: 'user' },
  ActivityLogRead: { version: 1, schema: user.ActivityLogRead, stream: 'user' },
  UserAccountDeleted: { version: 1, schema: user.UserAccountDeleted, stream: 'user' },
  UserPasswordResetRequested: { version: 1, schema: user.UserPasswordResetRequested, stream: 'user' },
  UserPasswordReset: { version: 1, schema: user.UserPasswordReset, stream: 'user' },
  UserPasswordChanged: { version: 1, schema: user.UserPasswordChanged, stream: 'user' },
  UserTemporaryPasswordSet: { version: 1, schema: user.UserTemporaryPasswordSet, stream: 'user' },
  UserProfileUpdated: { version: 1, schema: user.UserProfileUpdated, stream: 'user' },
  UserEmailChangeRequested: { version: 1, schema: user.UserEmailChangeRequested, stream: 'user' },
  UserEmailChanged: { version: 1, schema: user.UserEmailChanged, stream: 'user' },
  SsoProviderConfigured: { version: 1, schema: sso.SsoProviderConfigured, stream: 'user' },
  SsoProviderRemoved: { version: 1, schema: sso.SsoProviderRemoved, stream: 'user' },
  UserSsoIdentityLinked: { version: 1, schema: sso.UserSsoIdentityLinked, stream: 'user' },
  SsoDomainClaimed: { version: 1, schema: sso.SsoDomainClaimed, stream: 'sso_domain' },
  SsoDomainProved: { version: 1, schema: sso.SsoDomainProved, stream: 'sso_domain' },
  SsoDomainReleased: { version: 1, schema: sso.SsoDomainReleased, stream: 'sso_domain' },
  UserDisabled: { version: 1, schema: user.UserDisabled, stream: 'user' },
  UserEnabled: { version: 1, schema: user.UserEnabled, stream: 'user' },
  UserSessionsEnded: { version: 1, schema: user.UserSessionsEnded, stream: 'user' },
  UserProfileImageChanged: { version: 1, schema: user.UserProfileImageChanged, stream: 'user' },
  OrganisationProfileUpdated: { version: 1, schema: organisation.OrganisationProfileUpdated, stream: 'organisation' },
  OrganisationAddressAdded: { version: 1, schema: organisation.OrganisationAddressAdded, stream: 'organisation' },
  OrganisationAddressUpdated: { version: 1, schema: organisation.OrganisationAddressUpdated, stream: 'organisation' },
  OrganisationAddressRemoved: { version: 1, schema: organisation.OrganisationAddressRemoved, stream: 'organisation' },
  OrganisationOnboardingProgressed: { version: 1, schema: organisation.OrganisationOnboardingProgressed, stream: 'organisation' },
  OrganisationMemberInvited: { version: 1, schema: organisation.OrganisationMemberInvited, stream: 'organisation' },
  OrganisationMemberRoleChanged: { version: 1, schema: organisation.OrganisationMemberRoleChanged, stream: 'organisation' },
  OrganisationMediaAdded: { version: 1, schema: organisation.OrganisationMediaAdded, stream: 'organisation' },
  OrganisationMediaRenamed: { version: 1, schema: organisation.OrganisationMediaRenamed, stream: 'organisation' },
  OrganisationMediaDeleted: { version: 1, schema: organisation.OrganisationMediaDeleted, stream: 'organisation' },
  UserTwoFactorEnabled: { version: 1, schema: twoFactor.UserTwoFactorEnabled, stream: 'user' },
  UserTwoFactorConfirmed: { version: 1, schema: twoFactor.UserTwoFactorConfirmed, stream: 'user' },
  UserTwoFactorDisabled: { version: 1, schema: twoFactor.UserTwoFactorDisabled, stream: 'user' },
  UserTwoFactorRecoveryCodesRegenerated: { version: 1, schema: twoFactor.UserTwoFactorRecoveryCodesRegenerated, stream: 'user' },
  UserTwoFactorRecoveryCodeUsed: { version: 1, schema: twoFactor.UserTwoFactorRecoveryCodeUsed, stream: 'user' },
  UserTwoFactorRequirementChanged: { version: 1, schema: twoFactor.UserTwoFactorRequirementChanged, stream: 'user' },
  InstanceTwoFactorPolicyChanged: { version: 1, schema: twoFactor.InstanceTwoFactorPolicyChanged, stream: 'user' },
  UserPhoneVerified: { version: 1, schema: twoFactor.UserPhoneVerified, stream: 'user' },
  EventCreated: { version: 1, schema: event.EventCreated, stream: 'event' },
  EventUpdated: { version: 1, schema: event.EventUpdated, stream: 'event' },
  EventLocationChanged: { version: 1, schema: event.EventLocationChanged, stream: 'event' },
  EventArchived: { version: 1, schema: event.EventArchived, stream: 'event' },
  EventRestored: { version: 1, schema: event.EventRestored, stream: 'event' },
  EventPassSettingsChanged: { version: 1, schema: pass.EventPassSettingsChanged, stream: 'event' },
  EventDataChanged: { version: 1, schema: pass.EventDataChanged, stream: 'event' },
  EventBadgeLayoutChanged: { version: 1, schema: badge.EventBadgeLayoutChanged, stream: 'event' },
  EventAdministratorInvited: { version: 1, schema: team.EventAdministratorInvited, stream: 'event_team' },
  EventAdministratorRoleChanged: { version: 1, schema: team.EventAdministratorRoleChanged, stream: 'event_team' },
  EventAdministratorJoined: { version: 1, schema: team.EventAdministratorJoined, stream: 'event_team' },
  EventShareLinkReset: { version: 1, schema: team.EventShareLinkReset, stream: 'event_team' },
  AttendeeAdded: { version: 1, schema: attendee.AttendeeAdded, stream: 'attendee' },
  AttendeeDetailsChanged: { version: 2, schema: attendee.AttendeeDetailsChanged, stream: 'attendee' },
  AttendeeRemoved: { version: 1, schema: attendee.AttendeeRemoved, stream: 'attendee' },
  AttendeeCheckedIn: { version: 1, schema: attendee.AttendeeCheckedIn, stream: 'attendee' },
  AttendeeCheckInUndone: { version: 1, schema: attendee.AttendeeCheckInUndone, stream: 'attendee' },
  AttendeeRsvpSet: { version: 1, schema: attendee.AttendeeRsvpSet, stream: 'attendee' },
  AttendeeApprovalSet: { version: 1, schema: attendee.AttendeeApprovalSet, stream: 'attendee' },
  // Erasure: personal-data.ts says which fields of which events are personal.
  AttendeeForgotten: { version: 1, schema: personalData.AttendeeForgotten, stream: 'attendee' },
  CustomFieldAdded: { version: 1, schema: field.CustomFieldAdded, stream: 'event' },
  CustomFieldUpdated: { version: 1, schema: field.CustomFieldUpdated, stream: 'event' },
  CustomFieldDeleted: { version: 1, schema: field.CustomFieldDeleted, stream: 'event' },
  DefaultFieldsSet: { version: 1, schema: field.DefaultFieldsSet, stream: 'event' },
  TicketVariationsSet: { version: 1, schema: field.TicketVariationsSet, stream: 'event' },
  AttendeeCustomFieldsSet: { version: 1, schema: field.AttendeeCustomFieldsSet, stream: 'attendee' },
  AttendeeTicketVariationSet: { version: 1, schema: field.AttendeeTicketVariationSet, stream: 'attendee' },
  AttendeeInvited: { version: 1, schema: invitation.AttendeeInvited, stream: 'attendee' },
  AttendeeInvitationLinkClicked: { version: 1, schema: invitation.AttendeeInvitationLinkClicked, stream: 'attendee' },
  CheckInAlertSet: { version: 1, schema: invitation.CheckInAlertSet, stream: 'attendee' },
  ActionAlertCreated: { version: 1, schema: alert.ActionAlertCreated, stream: 'action_alerts' },
  ActionAlertDeleted: { version: 1, schema: alert.ActionAlertDeleted, stream: 'action_alerts' },
  GuestAlertTriggered: { version: 1, schema: alert.GuestAlertTriggered, stream: 'guest_alert' },
  AttendeeTagsAdded: { version: 1, schema: tag.AttendeeTagsAdded, stream: 'attendee' },
  AttendeeTagsRemoved: { version: 1, schema: tag.AttendeeTagsRemoved, stream: 'attendee' },
  AttendeeTagAdded: { version: 1, schema: tag.AttendeeTagAdded, stream: 'attendee_tags' },
  AttendeeTagUpdated: { version: 1, schema: tag.AttendeeTagUpdated, stream: 'attendee_tags' },
  AttendeeTagDeleted: { version: 1, schema: tag.AttendeeTagDeleted, stream: 'attendee_tags' },
  AttendeeTabCreated: { version: 1, schema: view.AttendeeTabCreated, stream: 'attendee_tabs' },
  AttendeeTabUpdated: { version: 1, schema: view.AttendeeTabUpdated, stream: 'attendee_tabs' },
  AttendeeTabsReordered: { version: 1, schema: view.AttendeeTabsReordered, stream: 'attendee_tabs' },
  AttendeeTabDeleted: { version: 1, schema: view.AttendeeTabDeleted, stream: 'attendee_tabs' },
  ColumnSettingsSaved: { version: 1, schema: view.ColumnSettingsSaved, stream: 'column_settings' },
  ApiTokenCreated: { version: 1, schema: apiToken.ApiTokenCreated, stream: 'api_tokens' },
  ApiTokenRevoked: { version: 1, schema: apiToken.ApiTokenRevoked, stream: 'api_tokens' },
  WebhookEndpointCreated: { version: 1, schema: webhook.WebhookEndpointCreated, stream: 'webhook_endpoint' },
  WebhookEndpointUpdated: { version: 1, schema: webhook.WebhookEndpointUpdated, stream: 'webhook_endpoint' },
  WebhookEndpointDisabled: { version: 1, schema: webhook.WebhookEndpointDisabled, stream: 'webhook_endpoint' },
  WebhookEndpointEnabled: { version: 1, schema: webhook.WebhookEndpointEnabled, stream: 'webhook_endpoint' },
  WebhookEndpointDeleted: { version: 1, schema: webhook.WebhookEndpointDeleted, stream: 'webhook_endpoint' },
  WebhookEndpointSecretRotated: { version: 1, schema: webhook.WebhookEndpointSecretRotated, stream: 'webhook_endpoint' },
  WebhookRedeliveryRequested: { version: 1, schema: webhook.WebhookRedeliveryRequested, stream: 'webhook_endpoint' },
  WebhookTestRequested: { version: 1, schema: webhook.WebhookTestRequested, stream: 'webhook_endpoint' },
  HostGroupCreated: { version: 1, schema: hostGroup.HostGroupCreated, stream: 'hostgroup' },
  HostGroupUpdated: { version: 1, schema: hostGroup.HostGroupUpdated, stream: 'hostgroup' },
  HostGroupDeleted: { version: 1, schema: hostGroup.HostGroupDeleted, stream: 'hostgroup' },
  HostGroupHostAdded: { version: 1, schema: hostGroup.HostGroupHostAdded, stream: 'hostgroup' },
  HostGroupHostChanged: { version: 1, schema: hostGroup.HostGroupHostChanged, stream: 'hostgroup' },
  HostGroupHostRemoved: { version: 1, schema: hostGroup.HostGroupHostRemoved, stream: 'hostgroup' },
  HostGroupShared: { version: 1, schema: hostGroup.HostGroupShared, stream: 'hostgroup' },
  HostGroupTicketsSent: { version: 1, schema: hostGroup.HostGroupTicketsSent, stream: 'hostgroup' },
  HostGroupSendsLimited: { version: 1, schema: hostGroup.HostGroupSendsLimited, stream: 'hostgroup' },
  HostGroupTagAdded: { version: 1, schema: hostGroup.HostGroupTagAdded, stream: 'hostgroup_tags' },
  HostGroupTagDeleted: { version: 1, schema: hostGroup.HostGroupTagDeleted, stream: 'hostgroup_tags' },
  AttendeeMovedToHostGroup: { version: 1, schema: hostGroup.AttendeeMovedToHostGroup, stream: 'attendee' },
  AttendeePlaceholderRenamed: { version: 1, schema: hostGroup.AttendeePlaceholderRenamed, stream: 'attendee' },
  InstanceSettingsChanged: { version: 1, schema: instance.InstanceSettingsChanged, stream: 'instance_settings' },
  InstanceSmtpChanged: { version: 1, schema: instance.InstanceSmtpChanged, stream: 'instance_settings' },
  InstanceThemeChanged: { version: 1, schema: instance.InstanceThemeChanged, stream: 'instance_settings' },
  InstanceWalletChanged: { version: 1, schema: instance.InstanceWalletChanged, stream: 'instance_settings' },
  SeatingPlanSaved: { version: 1, schema: seating.SeatingPlanSaved, stream: 'seating_plan' },
  AttendeeSeated: { version: 1, schema: seating.AttendeeSeated, stream: 'attendee' },
  AttendeeUnseated: { version: 1, schema: seating.AttendeeUnseated, stream: 'attendee' },
  SeatTaken: { version: 1, schema: seating.SeatTaken, stream: 'seat' },
  SeatFreed: { version: 1, schema: seating.SeatFreed, stream: 'seat' },
  SeatingTableOwnerSet: { version: 1, schema: tableOwner.SeatingTableOwnerSet, stream: 'table_owner' },
  AlertCreated: { version: 1, schema: communication.AlertCreated, stream: 'alert' },
  AlertUpdated: { version: 1, schema: communication.AlertUpdated, stream: 'alert' },
  AlertContinuousDeliveryChanged: { version: 1, schema: communication.AlertContinuousDeliveryChanged, stream: 'alert' },
  AlertSendRequested: { version: 1, schema: communication.AlertSendRequested, stream: 'alert' },
  AlertUnscheduled: { version: 1, schema: communication.AlertUnscheduled, stream: 'alert' },
  AlertDispatched: { version: 1, schema: communication.AlertDispatched, stream: 'alert' },
  AlertResendRequested: { version: 1, schema: communication.AlertResendRequested, stream: 'alert' },
  AlertDeleted: { version: 1, schema: communication.AlertDeleted, stream: 'alert' },
  OutboundMessageCreated: { version: 1, schema: communication.OutboundMessageCreated, stream: 'outbound_message' },
  OutboundMessageStatusChanged: { version: 1, schema: communication.OutboundMessageStatusChanged, stream: 'outbound_message' },
  TemplateCreated: { version: 1, schema: communication.TemplateCreated, stream: 'template' },
  TemplateUpdated: { version: 1, schema: communication.TemplateUpdated, stream: 'template' },
  TemplateResetToDefault: { version: 1, schema: communication.TemplateResetToDefault, stream: 'template' },
  TemplateDeleted: { version: 1, schema: communication.TemplateDeleted, stream: 'template' },
  EventCommunicationSettingsChanged: { version: 1, schema: communication.EventCommunicationSettingsChanged, stream: 'event' },
  SmtpConfigurationSaved: { version: 1, schema: communication.SmtpConfigurationSaved, stream: 'smtp_configuration' },
  SmtpConfigurationRemoved: { version: 1, schema: communication.SmtpConfigurationRemoved, stream: 'smtp_configuration' },
  AddressSuppressed: { version: 1, schema: communication.AddressSuppressed, stream: 'suppression' },
  AddressUnsuppressed: { version: 1, schema: communication.AddressUnsuppressed, stream: 'suppression' },
  JourneyCreated: { version: 1, schema: journeyEvents.JourneyCreated, stream: 'journey' },
  JourneyRenamed: { version: 1, schema: journeyEvents.JourneyRenamed, stream: 'journey' },
  JourneyStepAdded: { version: 1, schema: journeyEvents.JourneyStepAdded, stream: 'journey' },
  JourneyStepUpdated: { version: 1, schema: journeyEvents.JourneyStepUpdated, stream: 'journey' },
  JourneyStepActionsChanged: { version: 1, schema: journeyEvents.JourneyStepActionsChanged, stream: 'journey' },
  JourneyStepRemoved: { version: 1, schema: journeyEvents.JourneyStepRemoved, stream: 'journey' },
  JourneyStartStepChanged: { version: 1, schema: journeyEvents.JourneyStartStepChanged, stream: 'journey' },
  JourneyPublished: { version: 1, schema: journeyEvents.JourneyPublished, stream: 'journey' },
  JourneyMadeDefault: { version: 1, schema: journeyEvents.JourneyMadeDefault, stream: 'journey' },
  JourneyDeleted: { version: 1, schema: journeyEvents.JourneyDeleted, stream: 'journey' },
  GuestJourneyStarted: { version: 1, schema: journeyEvents.GuestJourneyStarted, stream: 'attendee' },
  GuestJourneyStepAnswered: { version: 1, schema: journeyEvents.GuestJourneyStepAnswered, stream: 'attendee' },
  GuestJourneyCompleted: { version: 1, schema: journeyEvents.GuestJourneyCompleted, stream: 'attendee' },
  TicketTransferRequested: { version: 1, schema: ticketTransfer.TicketTransferRequested, stream: 'attendee' },
  TicketTransferAccepted: { version: 1, schema: ticketTransfer.TicketTransferAccepted, stream: 'attendee' },
  TicketTransferDeclined: { version: 1, schema: ticketTransfer.TicketTransferDeclined, stream: 'attendee' },
  TicketTransferApproved: { version: 1, schema: ticketTransfer.TicketTransferApproved, stream: 'attendee' },
  TicketTransferRejected: { version: 1, schema: ticketTransfer.TicketTransferRejected, stream: 'attendee' },
  TicketTransferCanceled: { version: 1, schema: ticketTransfer.TicketTransferCanceled, stream: 'attendee' },
  TicketTransferCompleted: { version: 1, schema: ticketTransfer.TicketTransferCompleted, stream: 'attendee' },
  AttendeePassRevoked: { version: 1, schema: ticketTransfer.AttendeePassRevoked, stream: 'attendee' },
  EventFeatureAdded: { version: 1, schema: feature.EventFeatureAdded, stream: 'event_features' },
  EventFeatureUpdated: { version: 1, schema: feature.EventFeatureUpdated, stream: 'event_features' },
  EventFeaturesReordered: { version: 1, schema: feature.EventFeaturesReordered, stream: 'event_features' },
  EventFeatureRemoved: { version: 1, schema: feature.EventFeatureRemoved, stream: 'event_features' },
  SupportQuestionAsked: { version: 1, schema: support.SupportQuestionAsked, stream: 'support_conversation' },
  SupportQuestionAnswered: { version: 1, schema: support.SupportQuestionAnswered, stream: 'support_conversation' },
  EventDuplicationStarted: { version: 1, schema: duplication.EventDuplicationStarted, stream: 'event' },
  EventDuplicationPartCopied: { version: 1, schema: duplication.EventDuplicationPartCopied, stream: 'event' },
  EventDuplicationPartFailed: { version: 1, schema: duplication.EventDuplicationPartFailed, stream: 'event' },
  EventDuplicationCompleted: { version: 1, schema: duplication.EventDuplicationCompleted, stream: 'event' },
  EventDuplicationFailed: { version: 1, schema: duplication.EventDuplicationFailed, stream: 'event' },
  EventCapacitySet: { version: 1, schema: waitlist.EventCapacitySet, stream: 'capacity' },
  GuestPlacesCounted: { version: 1, schema: waitlist.GuestPlacesCounted, stream: 'capacity' },
  GuestPlacesReleased: { version: 1, schema: waitlist.GuestPlacesReleased, stream: 'capacity' },
  WaitlistJoined: { version: 1, schema: waitlist.WaitlistJoined, stream: 'capacity' },
  WaitlistLeft: { version: 1, schema: waitlist.WaitlistLeft, stream: 'capacity' },
  WaitlistPlaceOffered: { version: 1, schema: waitlist.WaitlistPlaceOffered, stream: 'capacity' },
  WaitlistOfferClaimed: { version: 1, schema: waitlist.WaitlistOfferClaimed, stream: 'capacity' },
  WaitlistOfferExpired: { version: 1, schema: waitlist.WaitlistOfferExpired, stream: 'capacity' },
  WaitlistOfferWithdrawn: { version: 1, schema: waitlist.WaitlistOfferWithdrawn, stream: 'capacity' },
} as const;

export type EventCatalogue = typeof eventCatalogue;
export type EventType = keyof EventCatalogue;
export type EventData<T extends EventType> = z.infer<EventCatalogue[T]['schema']>;

/** A domain event as deciders produce and evolve it: type plus payload. */
export type DomainEvent = { [T in EventType]: { type: T; data: EventData<T> } }[EventType];
export type DomainEventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;

export function isEventType(type: string): type is EventType {
  return Object.hasOwn(eventCatalogue, type);
}

// A guest's own stream: `attendee-{uuid}`, not an event's `attendee-tags-…` or `attendee-tabs-…`.
const GUEST_STREAM = /^attendee-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const GUEST_PREFIX = 'attendee-'.length;

/**
 * The guest whose own stream `streamId` is, or null for any other stream (an event's tags share the prefix).
 * Tested, then sliced: a match array per call was garbage for every event of a rebuild, in several projections.
 */
export function guestOfStream(streamId: string): string | null {
  return GUEST_STREAM.test(streamId) ? streamId.slice(GUEST_PREFIX) : null;
}

export const streamIds = {
  user: (id: string) => `user-${id}`,
  event: (uuid: string) => `event-${uuid}`,
  eventTeam: (uuid: string) => `event-team-${uuid}`,
  attendee: (id: string) => `attendee-${id}`,
  actionAlerts: (eventUuid: string) => `action-alerts-${eventUuid}`,
  guestAlert: (causingEventId: string) => `guest-alert-${causingEventId}`,
  attendeeTags: (eventUuid: string) => `attendee-tags-${eventUuid}`,
  attendeeTabs: (eventUuid: string) => `attendee-tabs-${eventUuid}`,
  columnSettings: (eventUuid: string, userId: string) => `column-settings-${eventUuid}-${userId}`,
  hostGroup: (groupId: string) => `hostgroup-${groupId}`,
  hostGroupTags: (eventUuid: string) => `hostgroup-tags-${eventUuid}`,
  /** The instance's own settings and theme: one stream for the instance. */
  instanceSettings: () => 'instance-settings',
  organisation: (id: string) => `organisation-${id}`,
  /** An event's floor-plan layout: sections, tables, seats, shapes, legends and the background. */
  seatingPlan: (eventUuid: string) => `seating-plan-${eventUuid}`,
  /** One seat's occupant: the seat holds at most one guest. */
  seat: (seatId: string) => `seat-${seatId}`,
  /** A table's owner and the limits the organiser set them. */
  tableOwner: (tableId: string) => `table-owner-${tableId}`,
  /** A communication (spec: alert) the organiser writes to a slice of the guest list. */
  alert: (alertId: string) => `alert-${alertId}`,
  /** One recipient's message: every status it goes through. */
  outboundMessage: (messageId: string) => `outbound-message-${messageId}`,
  template: (templateId: string) => `template-${templateId}`,
  smtpConfiguration: (id: string) => `smtp-configuration-${id}`,
  /** One address on an organisation's suppression list; `addressKey` is suppressionAddressKey(email) of @usher/infra/mail/message-tokens. */
  suppression: (organisationId: string, addressKey: string) => `suppression-${organisationId}-${addressKey}`,
  /** A journey: its draft and its published versions. */
  journey: (journeyId: string) => `journey-${journeyId}`,
  /** An event's features (agenda, menu, …) and their order. */
  eventFeatures: (eventUuid: string) => `event-features-${eventUuid}`,
  /** One guest's questions to the organiser and the answers. */
  supportConversation: (attendeeId: string) => `support-conversation-${attendeeId}`,
  /** One email domain's claims by organisations and which one, if any, proved it. */
  ssoDomain: (domain: string) => `sso-domain-${domain}`,
  /** An event's places: its capacity, who holds places, its waitlist and open offers. */
  capacity: (eventUuid: string) => `capacity-${eventUuid}`,
};
