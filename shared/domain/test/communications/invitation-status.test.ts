import { describe, expect, it } from 'vitest';
import { invitationStatusOf } from '../../src/communications/invitation-status.ts';
import { MESSAGE_STATUSES } from '../../src/communications/message-status.ts';

const sentAt = '2026-05-01T10:00:00.000Z';

describe("the guest list's invitation status, in words", () => {
  it('says Not sent before any invitation, and Sent for one sent with no message to follow', () => {
    expect(invitationStatusOf(null, null)).toEqual({ label: 'Not sent', description: 'No invitation has been sent to this guest.', tone: 'none' });
    expect(invitationStatusOf(null, sentAt)).toMatchObject({ label: 'Sent', tone: 'neutral' });
  });

  it('names what happened to the latest invitation, with the server’s words on hover', () => {
    expect(invitationStatusOf({ status: 'delivered', code: null, detail: null }, sentAt)).toEqual({
      label: 'Delivered',
      description: 'The message was delivered successfully to the recipient.',
      tone: 'positive',
    });
    expect(invitationStatusOf({ status: 'queued', code: '450', detail: '4.2.2 Mailbox full' }, sentAt)).toEqual({
      label: 'Deferred',
      description: "Deferred by the recipient's server, retrying: 4.2.2 Mailbox full",
      tone: 'neutral',
    });
    expect(invitationStatusOf({ status: 'undelivered', code: '5.1.1', detail: 'User unknown' }, sentAt)).toMatchObject({
      label: 'Bounced',
      description: 'Bounced: User unknown',
      tone: 'negative',
    });
    expect(invitationStatusOf({ status: 'failed', code: '550', detail: '5.1.1 No such user' }, sentAt)).toMatchObject({ label: 'Refused', tone: 'negative' });
    expect(invitationStatusOf({ status: 'sent', code: '4.4.7', detail: 'Delayed: still trying' }, sentAt)).toMatchObject({
      label: 'Delayed',
      description: 'Delayed: still trying',
    });
  });

  it('has words for every status a message can have', () => {
    for (const status of MESSAGE_STATUSES) {
      const view = invitationStatusOf({ status, code: null, detail: null }, sentAt);
      expect(view.label, status).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
      expect(view.description.length, status).toBeGreaterThan(10);
    }
  });
});
