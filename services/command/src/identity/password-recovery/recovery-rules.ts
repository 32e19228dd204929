/** The numbers and words of password recovery and changes (issue 18). */

/** How long a reset link works (ASVS 6.4: short-lived); a newer link voids older ones. */
export const RESET_LINK_MINUTES = 60;
/** Reset links one address may be sent in an hour, whoever asks. */
export const RESET_REQUESTS_PER_EMAIL_PER_HOUR = 5;
/** Reset requests one network address may make in an hour, whatever addresses it types. */
export const RESET_REQUESTS_PER_IP_PER_HOUR = 20;
/** Wrong or stale reset tokens one network address may try in 15 minutes. */
export const WRONG_TOKENS_PER_IP = 20;
export const WRONG_TOKENS_WINDOW_SECONDS = 15 * 60;
/** Wrong current passwords on a change, per account, in 15 minutes. */
export const WRONG_CURRENT_PASSWORDS = 5;
export const WRONG_CURRENT_PASSWORDS_WINDOW_SECONDS = 15 * 60;

/** The one answer to every forgot-password request: it says nothing about whether the address has an account. */
export const RESET_LINK_SENT_MESSAGE = 'If an account uses this email address, we sent it a link to reset the password.';
export const RESET_DONE_MESSAGE = 'Your password has been reset. Sign in with your new password.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed.';
export const INVALID_RESET_LINK_MESSAGE = 'This link has expired or was used already. Ask for a new one.';
export const TOO_MANY_RESET_REQUESTS_MESSAGE = 'Too many reset requests. Please try again later.';
export const TOO_MANY_WRONG_TOKENS_MESSAGE = 'Too many expired or wrong links. Please try again later.';
export const TOO_MANY_WRONG_PASSWORDS_MESSAGE = 'Too many wrong passwords. Please try again later.';
export const SAME_PASSWORD_MESSAGE = 'The new password must differ from the current one.';

/** Whether a link issued with this expiry still works at `now` (the clock is injected). */
export function isUnexpired(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() > now.getTime();
}
