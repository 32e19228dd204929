import type { z } from 'zod';
import type { AdminSettingsSchema, InstanceThemeSchema, PublicInstanceSchema } from '@usher/domain/contract/instance';
import { readMailConfig } from '../mail/mail-config.ts';
import type { InstanceSettings, InstanceTheme } from './instance-settings.ts';

export function presentTheme(theme: InstanceTheme): z.infer<typeof InstanceThemeSchema> {
  return { colors: theme.colors, logo_url: theme.logoMediaId ? `/media/${theme.logoMediaId}` : null };
}

/** What every page needs before sign-in; nothing an administrator alone should see. */
export function presentPublicInstance(settings: InstanceSettings, theme: InstanceTheme): z.infer<typeof PublicInstanceSchema> {
  return { name: settings.name, support_email: settings.supportEmail, signup_mode: settings.signupMode, theme: presentTheme(theme) };
}

/**
 * The settings page's view: the SMTP password only as whether one is saved. `environment_in_force`
 * says SMTP_HOST is set, which wins over the saved server (see instance-mail-transport.ts).
 */
export function presentAdminSettings(settings: InstanceSettings, env: NodeJS.ProcessEnv = process.env): z.infer<typeof AdminSettingsSchema> {
  const smtp = settings.smtp;
  return {
    name: settings.name,
    support_email: settings.supportEmail,
    signup_mode: settings.signupMode,
    smtp: {
      host: smtp?.host ?? null,
      port: smtp?.port ?? null,
      tls_mode: smtp?.tlsMode ?? 'starttls',
      user: smtp?.user ?? null,
      sender: smtp?.sender ?? null,
      password_set: Boolean(smtp?.password),
      environment_in_force: readMailConfig(env).smtp !== null,
    },
  };
}
