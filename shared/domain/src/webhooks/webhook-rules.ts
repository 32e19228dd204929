import { isEventType } from '@usher/events';
import type { FieldErrors } from '../validation/errors.ts';
import { checkField, maxLength, required } from '../validation/rules.ts';

export const WEBHOOK_URL_MAX_LENGTH = 2048;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 255;

export const WEBHOOK_URL_MESSAGE = 'The URL must be a valid https:// address (http:// only for localhost).';
export const WEBHOOK_URL_CREDENTIALS_MESSAGE = 'The URL must not contain a user name or password.';
export const WEBHOOK_EVENT_TYPES_MESSAGE = 'The selected event types is invalid.';

// Loopback receivers (tests, local development) may go without TLS; anything
// that leaves the machine must not, since payloads carry guests' details.
const LOOPBACK_HOSTS = new Set(['localhost', '[::1]']);
function isLoopback(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || hostname.endsWith('.localhost') || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

/** The message for a URL the product will not deliver to, or null. */
export function webhookUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return WEBHOOK_URL_MESSAGE;
  }
  if (url.username || url.password) return WEBHOOK_URL_CREDENTIALS_MESSAGE;
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && isLoopback(url.hostname)) return null;
  return WEBHOOK_URL_MESSAGE;
}

export interface WebhookEndpointInput {
  url: string;
  description: string;
  event_types: string[];
}

/** The same checks on the server and in the dashboard's form, with the same messages. */
export function validateWebhookEndpoint(input: WebhookEndpointInput): FieldErrors {
  const errors: FieldErrors = {};
  const url = input.url.trim();
  const urlErrors = checkField(url, 'URL', [required, maxLength(WEBHOOK_URL_MAX_LENGTH)]);
  const urlProblem = urlErrors.length === 0 ? webhookUrlProblem(url) : null;
  if (urlErrors.length > 0 || urlProblem) errors.url = urlProblem ? [urlProblem] : urlErrors;
  const descriptionErrors = checkField(input.description, 'Description', [maxLength(WEBHOOK_DESCRIPTION_MAX_LENGTH)]);
  if (descriptionErrors.length > 0) errors.description = descriptionErrors;
  if (!input.event_types.every(isEventType)) errors.event_types = [WEBHOOK_EVENT_TYPES_MESSAGE];
  return errors;
}

/** Types as stored: unique, in catalogue spelling, sorted so that equal filters compare equal. */
export function normaliseEventTypes(types: readonly string[]): string[] {
  return [...new Set(types)].sort();
}
