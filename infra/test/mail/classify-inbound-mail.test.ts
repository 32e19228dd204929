import { describe, expect, it } from 'vitest';
import MimeNode from 'nodemailer/lib/mime-node';
import { classifyInboundMail } from '../../src/mail/inbound/classify-inbound-mail.ts';
import { parseFieldBlocks } from '../../src/mail/inbound/report-fields.ts';
import { deliveryStatusNotification, feedbackReport } from '../../src/testing/delivery-reports.ts';

const returnPath = 'bounce+0123@usher.test';

describe('the fields of a report part', () => {
  it('splits blocks at blank lines, joins folded lines, and keeps the first of a repeated field', () => {
    const blocks = parseFieldBlocks(
      'Reporting-MTA: dns; mx.example\r\n\r\n\r\nFinal-Recipient: rfc822; a@example.com\r\nACTION: failed\r\nAction: delivered\r\nDiagnostic-Code: smtp; 550 5.1.1\r\n    user unknown\r\n\r\nnot a field\r\nAction: delayed\r\n',
    );
    expect(blocks.map((block) => Object.fromEntries(block))).toEqual([
      { 'reporting-mta': 'dns; mx.example' },
      { 'final-recipient': 'rfc822; a@example.com', action: 'failed', 'diagnostic-code': 'smtp; 550 5.1.1 user unknown' },
      { action: 'delayed' },
    ]);
  });

  it('reads no further than its bounds', () => {
    const blocks = parseFieldBlocks(Array.from({ length: 500 }, (_, index) => `Field-${index}: ${'v'.repeat(5000)}`).join('\r\n\r\n'));
    expect(blocks.length).toBeLessThanOrEqual(50);
    expect([...blocks[0]!.values()][0]!.length).toBeLessThanOrEqual(2000);
  });
});

describe('what a mail to a return address says', () => {
  it('finds the code in the diagnostic when a report leaves out the Status', async () => {
    const dsn = (
      await deliveryStatusNotification({
        returnPath,
        recipient: 'a@guests.example',
        action: 'failed',
        status: 'unknown',
        diagnostic: '550 5.7.1 blocked by policy',
      })
    ).toString();
    expect(await classifyInboundMail(Buffer.from(dsn))).toEqual({
      kind: 'delivery_status',
      action: 'failed',
      code: '5.7.1',
      detail: '550 5.7.1 blocked by policy',
    });
  });

  it('takes no report that is not one: a feedback report taking a complaint back, a forwarded bounce, garbage', async () => {
    expect(await classifyInboundMail(await feedbackReport({ returnPath, recipient: 'a@guests.example', feedbackType: 'not-spam' }))).toBeNull();

    const forwarded = new MimeNode('multipart/mixed');
    forwarded.setHeader({ From: 'a@guests.example', To: returnPath, Subject: 'Fwd: Undelivered Mail Returned to Sender' });
    forwarded.createChild('text/plain').setContent('Why did this bounce?');
    forwarded
      .createChild('message/rfc822')
      .setContent(await deliveryStatusNotification({ returnPath, recipient: 'b@guests.example', action: 'failed', status: '5.1.1' }));
    expect(await classifyInboundMail(await forwarded.build())).toBeNull();

    expect(await classifyInboundMail(Buffer.from([0, 255, 13, 10, 13, 10, 1, 2, 3]))).toBeNull();
    expect(
      await classifyInboundMail(
        Buffer.from(
          'Content-Type: multipart/report; report-type=delivery-status; boundary=x\r\n\r\n--x\r\nContent-Type: message/delivery-status\r\n\r\nAction: failed\r\n--x--\r\n',
        ),
      ),
    ).toBeNull();
  });
});
