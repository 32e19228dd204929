import type { EventType } from './catalogue.ts';

/**
 * Each event type as a person reads it (the audit log's type column and
 * filter, exports, the event catalogue's headings): 'Guest added', not
 * 'AttendeeAdded'. A Record over every type, so a new type in the catalogue
 * does not compile until it has its words. "Guest" is the product's word for
 * an attendee.
 */
export const EVENT_TITLES: Record<EventType, string> = {
  UserRegistered: 'Account created',
  UserLoggedIn: 'Logged in',
  UserLoggedOut: 'Logged out',
  UserEmailVerified: 'Email verified',
  UserImpersonationStarted: 'Administrator logged in as user',
  UserImpersonationEnded: 'Administrator logged out of user',
  ActivityLogRead: 'Activity marked as read',
  UserAccountDeleted: 'Account deleted',
  UserTwoFactorEnabled: 'Two-factor setup started',
  UserTwoFactorConfirmed: 'Two-factor authentication turned on',
  UserTwoFactorDisabled: 'Two-factor authentication turned off',
  UserTwoFactorRecoveryCodesRegenerated: 'Recovery codes replaced',
  UserTwoFactorRecoveryCodeUsed: 'Recovery code used',
  UserTwoFactorRequirementChanged: 'Two-factor requirement changed',
  InstanceTwoFactorPolicyChanged: 'Two-factor policy changed',
  UserPhoneVerified: 'Phone number verified',
  EventCreated: 'Event created',
  EventUpdated: 'Event settings changed',
  EventLocationChanged: 'Location changed',
  EventArchived: 'Event archived',
  EventRestored: 'Event restored',
  EventPassSettingsChanged: 'Pass settings changed',
  EventDataChanged: 'Pass event data changed',
  EventAdministratorInvited: 'Team member invited',
  EventAdministratorRoleChanged: 'Team role changed',
  EventAdministratorJoined: 'Team member joined',
  EventShareLinkReset: 'Share links reset',
  AttendeeAdded: 'Guest added',
  AttendeeDetailsChanged: 'Guest details changed',
  AttendeeRemoved: 'Guest deleted',
  AttendeeCheckedIn: 'Guest checked in',
  AttendeeCheckInUndone: 'Check-in undone',
  AttendeeRsvpSet: 'RSVP set',
  AttendeeApprovalSet: 'Approval set',
  AttendeeForgotten: 'Guest data erased',
  CustomFieldAdded: 'Custom field added',
  CustomFieldUpdated: 'Custom field changed',
  CustomFieldDeleted: 'Custom field deleted',
  DefaultFieldsSet: 'Default fields changed',
  TicketVariationsSet: 'Ticket variations set',
  AttendeeCustomFieldsSet: 'Guest custom fields set',
  AttendeeTicketVariationSet: 'Guest ticket variation set',
  AttendeeInvited: 'Invitation sent',
  AttendeeInvitationLinkClicked: 'Invitation opened',
  CheckInAlertSet: 'Check-in alert set',
  ActionAlertCreated: 'Alert created',
  ActionAlertDeleted: 'Alert removed',
  GuestAlertTriggered: 'Alert sent',
  AttendeeTagsAdded: 'Guest tagged',
  AttendeeTagsRemoved: 'Guest untagged',
  AttendeeTagAdded: 'Tag created',
  AttendeeTagUpdated: 'Tag changed',
  AttendeeTagDeleted: 'Tag deleted',
  AttendeeTabCreated: 'View created',
  AttendeeTabUpdated: 'View changed',
  AttendeeTabsReordered: 'Views reordered',
  AttendeeTabDeleted: 'View deleted',
  ColumnSettingsSaved: 'Columns changed',
  ApiTokenCreated: 'API token created',
  ApiTokenRevoked: 'API token revoked',
  WebhookEndpointCreated: 'Webhook added',
  WebhookEndpointUpdated: 'Webhook changed',
  WebhookEndpointDisabled: 'Webhook disabled',
  WebhookEndpointEnabled: 'Webhook enabled',
  WebhookEndpointDeleted: 'Webhook deleted',
  WebhookEndpointSecretRotated: 'Webhook secret rotated',
  WebhookRedeliveryRequested: 'Webhook redelivery requested',
  WebhookTestRequested: 'Webhook test sent',
  HostGroupCreated: 'Host group created',
  HostGroupUpdated: 'Host group changed',
  HostGroupDeleted: 'Host group deleted',
  HostGroupHostAdded: 'Host added',
  HostGroupHostChanged: 'Host changed',
  HostGroupHostRemoved: 'Host removed',
  HostGroupShared: 'Host group shared',
  HostGroupTicketsSent: 'Host group tickets sent',
  HostGroupTagAdded: 'Group tag added',
  HostGroupTagDeleted: 'Group tag deleted',
  AttendeeMovedToHostGroup: 'Guest moved to a host group',
  AttendeePlaceholderRenamed: 'Placeholder ticket named',
};

/**
 * The words for a type; one the catalogue does not know (recorded by a newer
 * version, say) is spaced out rather than shown as a code name.
 */
export function eventTitle(type: string): string {
  if (Object.hasOwn(EVENT_TITLES, type)) return EVENT_TITLES[type as EventType];
  const spaced = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
