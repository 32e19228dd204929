import nodemailer from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool/index.js';

/** An SMTP server as an organiser configures it for an event (its SMTP configuration, with the password opened). */
export interface SmtpServerSettings {
  host: string;
  port: number;
  security: 'tls' | 'starttls' | 'none';
  username: string | null;
  password: string | null;
}

const LOOPBACK = ['localhost', '127.0.0.1', '::1'];

/**
 * nodemailer's options for an organiser's server: 'tls' is TLS from the first
 * byte (465), 'starttls' refuses to send unless the server upgrades, 'none'
 * never upgrades. Timeouts are short so a wrong host answers a test quickly.
 */
export function smtpTransportOptions(settings: SmtpServerSettings): SMTPPool.Options {
  return {
    pool: true,
    maxConnections: 3,
    host: settings.host,
    port: settings.port,
    secure: settings.security === 'tls',
    requireTLS: settings.security === 'starttls',
    ignoreTLS: settings.security === 'none',
    auth: settings.username ? { user: settings.username, pass: settings.password ?? '' } : undefined,
    // A relay on the same host offers no certificate worth checking.
    tls: { rejectUnauthorized: !LOOPBACK.includes(settings.host) },
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}

/** A pooled transporter: connections are kept and reused while messages keep coming. */
export function createSmtpTransporter(settings: SmtpServerSettings) {
  return nodemailer.createTransport(smtpTransportOptions(settings));
}
