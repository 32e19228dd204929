import nodemailer from 'nodemailer';
import MimeNode from 'nodemailer/lib/mime-node';

/**
 * Mail as receiving systems send it back to a message's return address,
 * built with nodemailer's MIME builder the way an MTA builds its reports
 * (Postfix's bounce layout, an ARF feedback loop's), and sent over SMTP to
 * the product's inbound listener with nodemailer: for tests and the bench.
 */

export interface DeliveryStatusOptions {
  /** The message's return address, where the report goes. */
  returnPath: string;
  /** The guest's address the message was for. */
  recipient: string;
  action: 'failed' | 'delayed' | 'delivered' | 'relayed' | 'expanded';
  status: string;
  diagnostic?: string;
}

/** A delivery status notification (RFC 3464): a text part, the machine-readable report, the returned headers. */
export function deliveryStatusNotification(options: DeliveryStatusOptions): Promise<Buffer> {
  const root = new MimeNode('multipart/report; report-type=delivery-status');
  root.setHeader({
    From: 'MAILER-DAEMON@mx.guests.example (Mail Delivery System)',
    To: options.returnPath,
    Subject:
      options.action === 'delayed'
        ? 'Delayed Mail (still being retried)'
        : options.action === 'failed'
          ? 'Undelivered Mail Returned to Sender'
          : 'Successful Mail Delivery Report',
    'Auto-Submitted': 'auto-replied',
  });
  root
    .createChild('text/plain; charset=us-ascii')
    .setHeader('Content-Description', 'Notification')
    .setContent(
      `This is the mail system at host mx.guests.example.\r\n\r\nYour message to <${options.recipient}> ${options.action === 'failed' ? 'could not be delivered' : 'has a delivery report'}.\r\n`,
    );
  const fields = [
    'Reporting-MTA: dns; mx.guests.example',
    'X-Postfix-Queue-ID: 4B1C2D3E4F',
    `Arrival-Date: ${new Date().toUTCString()}`,
    '',
    `Final-Recipient: rfc822; ${options.recipient}`,
    `Original-Recipient: rfc822;${options.recipient}`,
    `Action: ${options.action}`,
    `Status: ${options.status}`,
    'Remote-MTA: dns; mx.guests.example',
    // Folded as Postfix folds a long diagnostic.
    ...(options.diagnostic ? [`Diagnostic-Code: smtp; ${options.diagnostic.replace(/^(.{40}\S*) /, '$1\r\n    ')}`] : []),
    '',
  ];
  root.createChild('message/delivery-status').setHeader('Content-Description', 'Delivery report').setContent(fields.join('\r\n'));
  root
    .createChild('text/rfc822-headers')
    .setHeader('Content-Description', 'Undelivered Message Headers')
    .setContent(`Return-Path: <${options.returnPath}>\r\nFrom: Spring Gala <events@usher.test>\r\nTo: ${options.recipient}\r\nSubject: Doors open at 7\r\n`);
  return root.build();
}

/** A complaint from a mailbox provider's feedback loop (RFC 5965), with the original message attached. */
export function feedbackReport(options: { returnPath: string; recipient: string; feedbackType?: string }): Promise<Buffer> {
  const root = new MimeNode('multipart/report; report-type=feedback-report');
  root.setHeader({ From: 'Feedback Loop <fbl@mail.guests.example>', To: options.returnPath, Subject: 'Email Feedback Report for IP 192.0.2.10' });
  root.createChild('text/plain; charset=us-ascii').setContent('This is an email abuse report for an email message received from IP 192.0.2.10.\r\n');
  root
    .createChild('message/feedback-report')
    .setContent(
      [
        `Feedback-Type: ${options.feedbackType ?? 'abuse'}`,
        'User-Agent: GuestsMailFBL/1.0',
        'Version: 1',
        `Original-Mail-From: <${options.returnPath}>`,
        `Original-Rcpt-To: <${options.recipient}>`,
        `Arrival-Date: ${new Date().toUTCString()}`,
        'Reported-Domain: usher.test',
        'Source-IP: 192.0.2.10',
        '',
      ].join('\r\n'),
    );
  root
    .createChild('message/rfc822')
    .setContent(
      `Return-Path: <${options.returnPath}>\r\nFrom: Spring Gala <events@usher.test>\r\nTo: ${options.recipient}\r\nSubject: Doors open at 7\r\n\r\nSee you there.\r\n`,
    );
  return root.build();
}

/** Sends a raw message over SMTP to the listener on this port, from the null sender (<>) as reports come. */
export async function sendToInbound(port: number, envelope: { from?: string; to: string }, raw: Buffer | string) {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, connectionTimeout: 5000, socketTimeout: 10_000 });
  try {
    return await transport.sendMail({ envelope: { from: envelope.from ?? '', to: envelope.to }, raw });
  } finally {
    transport.close();
  }
}
