import type { TestApp } from '@usher/infra/testing/test-app';
import { appendSentMessage } from '@usher/infra/testing/sent-messages';
import { clickSignatureFor } from '@usher/infra/mail/message-tokens';
import type { WorldIds } from './matrix-world.ts';
import type { RoutePolicy } from './route-policies.ts';

/** A message sent to the world's guest, and one tracked link of it with its signature. */
export interface CommunicationsTrackingIds {
  messageToken: string;
  trackedLink: string;
  trackedLinkSignature: string;
}

export async function communicationsTrackingPieces(t: TestApp, eventUuid: string, attendeeId: string, email: string): Promise<CommunicationsTrackingIds> {
  const message = await appendSentMessage(t, { eventUuid, attendeeId, email });
  const trackedLink = 'https://gala.example/programme';
  return { messageToken: message.token, trackedLink, trackedLinkSignature: await clickSignatureFor(t.context.db, message.messageId, trackedLink) };
}

const links = (ids: WorldIds) => `/m/${ids.messageToken}`;
const preferences = (ids: WorldIds) => `/api/v2/public/messages/${ids.messageToken}/preferences`;
const suppressions = (ids: WorldIds) => `/api/v2/events/${ids.event}/suppressions`;

/**
 * What comes back about sent messages (issue 20): a message's own links are
 * public, its signed token being the credential; the suppression list of the
 * event's organisation is read by those who may view the event and changed by its editors.
 */
export const COMMUNICATIONS_TRACKING_POLICIES: Record<string, RoutePolicy> = {
  'GET /m/{token}/open.gif': { url: (ids) => `${links(ids)}/open.gif` },
  'GET /m/{token}/click': { okStatus: 302, url: (ids) => `${links(ids)}/click?u=${encodeURIComponent(ids.trackedLink)}&s=${ids.trackedLinkSignature}` },
  'POST /m/{token}/unsubscribe': { url: (ids) => `${links(ids)}/unsubscribe`, body: () => ({ 'List-Unsubscribe': 'One-Click' }) },
  'GET /api/v2/public/messages/{token}/preferences': { url: preferences },
  'PUT /api/v2/public/messages/{token}/preferences': { url: preferences, body: () => ({ subscribed: true }) },
  'GET /api/v2/events/{e}/suppressions': { url: suppressions },
  'POST /api/v2/events/{e}/suppressions': { url: suppressions, body: () => ({ email: 'matrix-stop@guests.example' }) },
  'POST /api/v2/events/{e}/suppressions/remove': { url: (ids) => `${suppressions(ids)}/remove`, body: () => ({ email: 'matrix-stop@guests.example' }) },
};
