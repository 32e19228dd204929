/** What each checkpoint keeps up to date, in words for the people reading the dashboard. */
const READ_MODEL_NAMES: Record<string, string> = {
  events: 'Events list',
  guest_list: 'Guest lists',
  guest_history: 'Guest list history (time travel)',
  seating: 'Seating plans',
  activity_feed: 'Activity feed',
  attendee_views: 'Saved guest views',
  attendee_tags: 'Guest tags',
  action_alerts: 'Action alerts',
  event_team: 'Event teams',
  webhook_endpoints: 'Webhook endpoints',
  host_groups: 'Host groups',
  mail_dispatcher: 'Email sending',
  webhook_matcher: 'Webhook sending',
  alert_trigger: 'Guest alerts',
  journeys: 'Journeys',
  sso_domain_claims: 'Single sign-on domains',
  waitlist_keeper: 'Waitlist offers',
}

export function readModelName(name: string): string {
  return READ_MODEL_NAMES[name] ?? name.replace(/[_-]+/g, ' ').replace(/^./, (first) => first.toUpperCase())
}
