/**
 * The most guests one bulk request names: every guest of a 100,000-guest
 * event, selected with "all in this view" (about 3.9 MB of ids, under the
 * API's 5 MB body limit). The dashboard sends a bigger selection in parts.
 */
export const MAX_BULK_GUESTS = 100_000;
