// The zone an event is in until its organiser picks one (spec section 9: default US/Eastern). Apart
// from the list of zones (timezones.ts) so that code needing only the default, such as the date
// rules every event page shows dates with, does not carry the whole list to the browser.
export const DEFAULT_TIMEZONE = 'US/Eastern';
