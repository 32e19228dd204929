import type { Projection } from './runner/projection.ts';
import { eventTeamProjection } from './teams/event-team-projection.ts';
import { actionAlertsProjection } from './alerts/action-alerts-projection.ts';
import { guestListProjection } from './guest-list/guest-list-projection.ts';
import { guestHistoryProjection } from './guest-history/guest-history-projection.ts';
import { seatingProjection } from './seating/seating-projection.ts';
import { eventListProjection } from './events/event-list-projection.ts';
import { activityFeedProjection } from './activity-feed/activity-feed-projection.ts';
import { attendeeViewsProjection } from './attendee-views/attendee-views-projection.ts';
import { attendeeTagProjection } from './attendee-tags/attendee-tag-projection.ts';
import { webhookEndpointsProjection } from './webhooks/webhook-endpoints-projection.ts';
import { hostGroupsProjection } from './host-groups/host-groups-projection.ts';
import { organisationsProjection } from './organisations/organisations-projection.ts';
import { tableOwnersProjection } from './table-owners/table-owners-projection.ts';
import { communicationsProjection } from './communications/communications-projection.ts';
import { ticketTransfersProjection } from './ticket-transfers/ticket-transfers-projection.ts';
import { eventFeaturesProjection } from './features/event-features-projection.ts';
import { supportQuestionsProjection } from './support/support-questions-projection.ts';
import { journeysProjection } from './journeys/journeys-projection.ts';
import { ssoDomainClaimsProjection } from './sso/sso-domain-claims-projection.ts';
import { waitlistProjection } from './waitlist/waitlist-projection.ts';
import { reportsProjection } from './reports/report-projection.ts';

export const allProjections: Projection[] = [
  eventListProjection,
  guestListProjection,
  guestHistoryProjection,
  seatingProjection,
  activityFeedProjection,
  attendeeViewsProjection,
  attendeeTagProjection,
  actionAlertsProjection,
  eventTeamProjection,
  webhookEndpointsProjection,
  hostGroupsProjection,
  organisationsProjection,
  tableOwnersProjection,
  communicationsProjection,
  ticketTransfersProjection,
  eventFeaturesProjection,
  supportQuestionsProjection,
  journeysProjection,
  ssoDomainClaimsProjection,
  waitlistProjection,
  reportsProjection,
];
