// Interface constants from spec section 9, shared so the server (cookie
// lifetime, start window) and the dashboard agree on the same numbers.

/** How long a notification snackbar stays open by default. */
export const SNACKBAR_TIMEOUT_MS = 3000;

/** How long the notice listing server validation errors stays open. */
export const VALIDATION_NOTICE_MS = 4500;

export const DIALOG_MAX_WIDTH_PX = 715;
export const DIALOG_DEFAULT_HEADING = 'Attention!';

export const AUTH_COOKIE_DAYS = 15;

/** An event may start at most this many hours in the past (spec section 5). */
export const EVENT_START_WINDOW_HOURS = 12;

export const PRIMARY_COLOR = '#2D4CD7';

/** Responsive layout breakpoints, viewport width in px. */
export const BREAKPOINTS = { desktop: 1100, tablet: 768 } as const;
