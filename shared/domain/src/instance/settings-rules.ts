import { checkField, email, maxLength, required } from '../validation/rules.ts';
import type { FieldErrors } from '../validation/errors.ts';
import { SIGNUP_MODES, SMTP_TLS_MODES, type SignupMode, type SmtpTlsMode } from './instance-settings.ts';

export interface GeneralSettingsInput {
  name?: string | null;
  support_email?: string | null;
  signup_mode?: string | null;
}

export interface SmtpSettingsInput {
  host?: string | null;
  port?: number | null;
  tls_mode?: string | null;
  user?: string | null;
  /** Absent: keep the saved password. A string: replace it. */
  password?: string | null;
  /** Remove the saved password (a server that takes mail without signing in). */
  clear_password?: boolean | null;
  sender?: string | null;
}

// A host name (letters, digits, dots, hyphens) or an IP address, as nodemailer connects to it.
const HOST_PATTERN = /^(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$|^[0-9a-fA-F:.]+$/;

function collect(checks: [string, string[]][]): FieldErrors {
  return Object.fromEntries(checks.filter(([, messages]) => messages.length > 0));
}

export function validateGeneralSettings(input: GeneralSettingsInput): FieldErrors {
  return collect([
    ['name', checkField(input.name, 'Name', [required, maxLength(100)])],
    ['support_email', checkField(input.support_email, 'Support email', [required, email, maxLength(254)])],
    ['signup_mode', SIGNUP_MODES.includes(input.signup_mode as SignupMode) ? [] : ['Choose who may sign up: open, by invitation or closed.']],
  ]);
}

/** An empty host removes the saved server, whatever the other fields say. */
export function isRemovingSmtp(input: SmtpSettingsInput): boolean {
  return !input.host?.trim();
}

export function validateSmtpSettings(input: SmtpSettingsInput): FieldErrors {
  if (isRemovingSmtp(input)) return {};
  const host = input.host!.trim();
  const port = input.port;
  return collect([
    ['host', host.length > 253 || !HOST_PATTERN.test(host) ? ['The host must be a server name like smtp.example.com or an IP address.'] : []],
    ['port', typeof port !== 'number' || !Number.isInteger(port) || port < 1 || port > 65535 ? ['The port must be a whole number from 1 to 65535.'] : []],
    ['tls_mode', SMTP_TLS_MODES.includes(input.tls_mode as SmtpTlsMode) ? [] : ['Choose how the connection is encrypted: TLS, STARTTLS or none.']],
    ['user', checkField(input.user, 'User', [maxLength(255)])],
    ['password', checkField(input.password, 'Password', [maxLength(1000)])],
    ['sender', checkField(input.sender, 'Sender address', [required, email, maxLength(254)])],
  ]);
}
