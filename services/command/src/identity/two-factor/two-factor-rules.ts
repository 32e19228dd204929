/** Limits and the words people read for the second factor. */

/** A login waits this long for its second factor. */
export const CHALLENGE_MINUTES = 5;
/** The emailed fallback code works this long (the challenge is kept alive as long). */
export const EMAIL_CODE_MINUTES = 10;
/** Wrong codes one challenge takes before it ends (sign in again). */
export const WRONG_CODES_PER_CHALLENGE = 5;
/** Wrong codes per account across challenges in the window: a password that leaked is not a free pass to guess. */
export const WRONG_CODES_PER_ACCOUNT = 10;
export const WRONG_CODES_WINDOW_SECONDS = 15 * 60;
/** Emailed codes per challenge, and per account in an hour. */
export const EMAIL_CODES_PER_CHALLENGE = 3;
export const EMAIL_CODES_PER_ACCOUNT_PER_HOUR = 5;
/** Fresh recovery codes can be shown again this long after they were made. */
export const FRESH_RECOVERY_CODES_MINUTES = 15;

export const CHALLENGE_COOKIE = 'usher_two_factor';

export const CODE_REQUIRED_MESSAGE = 'Enter the code from your authenticator app, or a recovery code.';
export const WRONG_CODE_MESSAGE = 'This code is not right, or was used already.';
export const WRONG_RECOVERY_CODE_MESSAGE = 'This recovery code is not right, or was used already.';
export const CHALLENGE_EXPIRED_MESSAGE = 'Your sign-in has expired. Enter your email and password again.';
export const TOO_MANY_CODES_MESSAGE = 'Too many wrong codes. Sign in again in 15 minutes.';
export const TOO_MANY_EMAILS_MESSAGE = 'Too many codes sent. Please wait a while, or use a recovery code.';
export const NOT_PENDING_MESSAGE = 'Turn on two-factor authentication first.';
export const ALREADY_ON_MESSAGE = 'Two-factor authentication is on already.';
export const NOT_ON_MESSAGE = 'Two-factor authentication is off.';
