/** How long a code and its link work, and how hard guessing is made. */
export const CODE_VALID_MINUTES = 30;
/** Wrong tries one code takes before it stops working (then: send a new one). */
export const MAX_WRONG_TRIES_PER_CODE = 5;
/** Mails one account may ask for in an hour (the one sent at sign-up counts). */
export const SENDS_PER_ACCOUNT_PER_HOUR = 5;
/** Mails one network address may ask for in an hour, whoever is signed in. */
export const SENDS_PER_ADDRESS_PER_HOUR = 30;
/** Wrong codes or links across codes, per account and per network address, in 15 minutes. */
export const WRONG_TRIES_WINDOW_SECONDS = 15 * 60;
export const WRONG_TRIES_PER_ACCOUNT = 10;
export const WRONG_TRIES_PER_ADDRESS = 50;

export const CODE_FORMAT = /^\d{6}$/;

export const CODE_REQUIRED_MESSAGE = 'The code is required.';
export const CODE_FORMAT_MESSAGE = 'The code is the 6 digits from the email.';
export const WRONG_CODE_MESSAGE = 'This code is not right. Check the latest email we sent you.';
export const EXPIRED_CODE_MESSAGE = 'This code has expired. Send yourself a new one.';
export const NO_CODE_MESSAGE = 'This code no longer works. Send yourself a new one.';
export const TOO_MANY_WRONG_MESSAGE = 'Too many wrong codes. Send yourself a new one, or try again in 15 minutes.';
export const INVALID_LINK_MESSAGE = 'This link has expired or was used already. Sign in and send yourself a new code.';
export const TOO_MANY_SENDS_MESSAGE = 'Too many emails sent. Please wait a while before asking for another code.';
export const ALREADY_VERIFIED_MESSAGE = 'Your email address is verified already.';
export const MAIL_FAILED_MESSAGE = 'The email could not be sent just now. Please try again in a minute.';
