import { describe, expect, it } from 'vitest';
import { deliveryLabelOf, deliveryWordsOf } from '../../src/communications/delivery-words.ts';

// Issue 28, section 2: a 450 read "paced" and a delay report "Sent"; the words say what happened.
describe('what happened to a message, in words', () => {
  it('names a deferral, a delay, a refusal and a bounce for what they are', () => {
    const deferred = { status: 'queued' as const, code: '450', detail: '450 4.2.2 Mailbox full' };
    expect(deliveryLabelOf(deferred)).toBe('Deferred');
    expect(deliveryWordsOf(deferred)).toBe("Deferred by the recipient's server, retrying: 450 4.2.2 Mailbox full");

    const delayed = { status: 'sent' as const, code: '4.4.7', detail: 'Delayed: connection timed out' };
    expect(deliveryLabelOf(delayed)).toBe('Delayed');
    expect(deliveryWordsOf(delayed)).toBe('Delayed: connection timed out');

    const refused = { status: 'failed' as const, code: '550', detail: '550 5.1.1 No such user here' };
    expect(deliveryLabelOf(refused)).toBe('Refused');
    expect(deliveryWordsOf(refused)).toBe('Refused: 550 5.1.1 No such user here');

    expect(deliveryWordsOf({ status: 'undelivered', code: '5.1.1', detail: 'User unknown' })).toBe('Bounced: User unknown');
  });

  it('leaves the plain statuses their labels', () => {
    expect(deliveryWordsOf({ status: 'sent', code: '250', detail: '250 2.0.0 Ok: queued as Q1' })).toBe('Sent');
    expect(deliveryWordsOf({ status: 'queued', code: null, detail: null })).toBe('Queued');
    expect(deliveryLabelOf({ status: 'delivered', code: '2.0.0', detail: null })).toBe('Delivered');
  });
});
