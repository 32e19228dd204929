import { escapeHtml } from '../invitations/invitation-email.ts';

export interface WebhookDisabledEmailInput {
  recipientName: string;
  url: string;
  description: string;
  consecutiveFailures: number | null;
  failingSince: string | null;
  /** The Webhooks screen where it can be looked at and turned back on. */
  link: string;
  /** owner_deleted: the account that made it was deleted (the founder is told); else it kept failing. */
  reason?: 'failing' | 'owner_deleted';
}

/** Tells an endpoint's owner that deliveries to it stopped, why, and where to turn it back on. */
export function webhookDisabledEmail(input: WebhookDisabledEmailInput): { subject: string; text: string; html: string } {
  const name = input.description || input.url;
  const since = input.failingSince ? ` since ${new Date(input.failingSince).toUTCString()}` : '';
  const failures = input.consecutiveFailures ? `${input.consecutiveFailures} deliveries in a row failed${since}` : `deliveries kept failing${since}`;
  const orphaned = input.reason === 'owner_deleted';
  const intro = orphaned
    ? `The webhook endpoint ${input.url} of your organisation has been disabled: the account that set it up was deleted, so no one answers for the receiver any more. Events are no longer sent to it.`
    : `Your webhook endpoint ${input.url} has been disabled: ${failures}. Events are no longer sent to it.`;
  const action = orphaned
    ? 'If the receiver is yours to keep, enable the endpoint and the waiting deliveries will be sent, in order; otherwise delete it.'
    : 'Deliveries that were waiting are kept. Once the receiver works again, enable the endpoint and they will be sent, in order.';
  return {
    subject: `Webhook endpoint disabled: ${name}`,
    text: `Hello ${input.recipientName},\n\n${intro}\n\n${action}\n\n${input.link}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif;color:#111827">
<p>Hello ${escapeHtml(input.recipientName)},</p>
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(action)}</p>
<p><a href="${escapeHtml(input.link)}">Open the webhook settings</a></p>
</body></html>`,
  };
}
