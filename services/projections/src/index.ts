/**
 * What other services may use of the projections service, and nothing else
 * (eslint.config.js holds them to this entry): the query API builds its past
 * views (time travel) by replaying the guest list's projections into scratch
 * schemas. Which projections exist and what they handle is in
 * @usher/events/projection-manifest, for everyone.
 */
export { ACCOUNT_EVENT_TYPES, EVENT_SLICE_TYPES, PAST_VIEW_TABLES, replayEventUntil } from './time-travel/replay-event-until.ts';
export { dropScratchSchema, finishScratchSchema, SNAPSHOT_SCHEMA_PREFIX, staleScratchSchemas } from './time-travel/scratch-schema.ts';
// The Bulk Invite dialog's preview: the invitation as the dispatcher would write it for a guest.
export { invitationPreviewFor } from './mail/compose-invitation.ts';
