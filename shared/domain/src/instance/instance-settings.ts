/** Who may create an account on the instance (spec section 7; /admin/settings). */
export const SIGNUP_MODES = ['open', 'invitation', 'closed'] as const;
export type SignupMode = (typeof SIGNUP_MODES)[number];

/** How the instance's mail server is reached: TLS from the first byte (usually port 465), STARTTLS required, or plain. */
export const SMTP_TLS_MODES = ['tls', 'starttls', 'none'] as const;
export type SmtpTlsMode = (typeof SMTP_TLS_MODES)[number];

/** What an instance shows before anyone changes it. */
export const DEFAULT_INSTANCE_NAME = 'Usher';
export const DEFAULT_SUPPORT_EMAIL = 'support@usher.events';
export const DEFAULT_SIGNUP_MODE: SignupMode = 'open';

export const SIGNUP_BY_INVITATION_MESSAGE =
  'Sign-up on this instance is by invitation only. Ask an organiser to invite you to their team, or use the link they shared with you.';
export const SIGNUP_CLOSED_MESSAGE = 'Sign-up on this instance is closed. Ask its administrator for an account.';
