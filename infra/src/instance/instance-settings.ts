import { DEFAULT_INSTANCE_NAME, DEFAULT_SIGNUP_MODE, DEFAULT_SUPPORT_EMAIL, type SignupMode, type SmtpTlsMode } from '@usher/domain/instance/instance-settings';
import { DEFAULT_THEME_COLORS, THEME_COLOR_KEYS, type ThemeColors } from '@usher/domain/instance/theme';
import type { Db } from '../db/database.ts';

/** The instance's saved SMTP server, password included: for the mailer and the command side only, never for an answer. */
export interface SavedSmtp {
  host: string;
  port: number;
  tlsMode: SmtpTlsMode;
  user: string | null;
  password: string | null;
  sender: string | null;
}

export interface InstanceSettings {
  name: string;
  supportEmail: string;
  signupMode: SignupMode;
  /** null: no server saved (mail goes where the environment says). */
  smtp: SavedSmtp | null;
  updatedAt: Date | null;
}

export interface InstanceTheme {
  colors: ThemeColors;
  logoMediaId: string | null;
  updatedAt: Date | null;
}

/** The instance's settings, or the defaults before an administrator saves any. */
export async function readInstanceSettings(db: Db): Promise<InstanceSettings> {
  const row = await db.selectFrom('instance_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return { name: DEFAULT_INSTANCE_NAME, supportEmail: DEFAULT_SUPPORT_EMAIL, signupMode: DEFAULT_SIGNUP_MODE, smtp: null, updatedAt: null };
  return {
    name: row.name,
    supportEmail: row.support_email,
    signupMode: row.signup_mode,
    smtp:
      row.smtp_host && row.smtp_port
        ? { host: row.smtp_host, port: row.smtp_port, tlsMode: row.smtp_tls_mode, user: row.smtp_user, password: row.smtp_password, sender: row.smtp_sender }
        : null,
    updatedAt: row.updated_at,
  };
}

/** The instance's theme; a colour never saved is the product's own. */
export async function readInstanceTheme(db: Db): Promise<InstanceTheme> {
  const row = await db.selectFrom('instance_theme').selectAll().where('id', '=', 1).executeTakeFirst();
  const saved = row?.colors ?? {};
  const colors = Object.fromEntries(
    THEME_COLOR_KEYS.map((key) => [key, typeof saved[key] === 'string' ? saved[key] : DEFAULT_THEME_COLORS[key]]),
  ) as ThemeColors;
  return { colors, logoMediaId: row?.logo_media_id ?? null, updatedAt: row?.updated_at ?? null };
}
