import type { Db } from '../db/database.ts';
import { readInstanceSettings, type SavedSmtp } from '../instance/instance-settings.ts';
import type { MailConfig } from './mail-config.ts';
import { createMailTransport, describeMail, type MailTransport, type MailTransportOptions } from './mail-transport.ts';

/** The environment's configuration with the saved server in place of SMTP_HOST (which is unset when this is used). */
export function mailConfigForSavedSmtp(environment: MailConfig, smtp: SavedSmtp, instanceName: string): MailConfig {
  const sender = smtp.sender ? `"${instanceName.replace(/["\\\r\n]/g, '')}" <${smtp.sender}>` : environment.from;
  return {
    ...environment,
    smtp: {
      host: smtp.host,
      port: smtp.port,
      secure: smtp.tlsMode === 'tls',
      requireTls: smtp.tlsMode === 'starttls',
      ignoreTls: smtp.tlsMode === 'none',
      user: smtp.user,
      password: smtp.password,
    },
    from: sender,
  };
}

/**
 * Where mail goes: the environment's SMTP_* when SMTP_HOST is set (an operator's choice wins
 * over the admin panel, and the settings page says so); otherwise the server saved on
 * /admin/settings, read for every message so a change applies to the next one without a
 * restart; otherwise the mail folder. A transport per distinct server is kept, so connections
 * are reused while the settings stay the same.
 */
export function createInstanceMailTransport(environment: MailConfig, db: Db, options: MailTransportOptions = {}): MailTransport {
  if (environment.smtp) return createMailTransport(environment, options);
  const fallback = createMailTransport(environment);
  let current: { key: string; transport: MailTransport } | null = null;
  const transportFor = (config: MailConfig) => {
    const key = JSON.stringify([config.smtp, config.from]);
    if (current?.key !== key) {
      current?.transport.close();
      current = { key, transport: createMailTransport(config, options) };
    }
    return current.transport;
  };
  return {
    description: `${describeMail(environment)}, unless an administrator saves an SMTP server in the admin panel`,
    outboxDir: fallback.outboxDir,
    async send(mail) {
      const settings = await readInstanceSettings(db);
      if (!settings.smtp) return fallback.send(mail);
      return transportFor(mailConfigForSavedSmtp(environment, settings.smtp, settings.name)).send(mail);
    },
    close() {
      current?.transport.close();
      fallback.close();
    },
  };
}
