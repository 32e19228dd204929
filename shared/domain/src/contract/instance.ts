import { z } from 'zod';
import { PositionSchema } from './common.ts';
import { SIGNUP_MODES, SMTP_TLS_MODES } from '../instance/instance-settings.ts';

const color = z.string().describe('#RRGGBB');

/** The dashboard's colours and logo, as every page applies them. */
export const InstanceThemeSchema = z.object({
  colors: z.object({ primary: color, secondary: color, accent: color, info: color, warning: color, error: color, success: color }),
  logo_url: z.string().nullable().describe("The logo at /media/{id}; null for the product's own mark."),
});

/** What every page needs before anyone signs in. */
export const PublicInstanceSchema = z.object({
  name: z.string(),
  support_email: z.string(),
  signup_mode: z.enum(SIGNUP_MODES),
  theme: InstanceThemeSchema,
});

/** GET /api/instance (public) */
export const GetInstanceReplies = {
  200: z.object({ data: PublicInstanceSchema }),
  304: z.undefined().describe('Not modified: the copy the browser holds is current.'),
};

/** The default mail server as the settings page shows it: never the password, only whether one is saved. */
export const AdminSmtpSettingsSchema = z.object({
  host: z.string().nullable(),
  port: z.number().int().nullable(),
  tls_mode: z.enum(SMTP_TLS_MODES),
  user: z.string().nullable(),
  sender: z.string().nullable(),
  password_set: z.boolean(),
  environment_in_force: z.boolean().describe('SMTP_HOST is set in the environment: it wins, and these settings wait until it is unset.'),
});

export const AdminSettingsSchema = z.object({
  name: z.string(),
  support_email: z.string(),
  signup_mode: z.enum(SIGNUP_MODES),
  smtp: AdminSmtpSettingsSchema,
});

/** GET /api/admin/settings */
export const GetAdminSettingsReplies = { 200: z.object({ data: AdminSettingsSchema }) };

/** PUT /api/admin/settings/general, PUT /api/admin/settings/smtp */
export const PutAdminSettingsReplies = { 200: z.object({ data: AdminSettingsSchema, position: PositionSchema }) };

/** POST /api/admin/settings/smtp/test */
export const PostAdminSmtpTestReplies = { 200: z.object({ data: z.object({ sent_to: z.string() }) }) };

/** PUT /api/admin/theme, DELETE /api/admin/theme (reset), POST and DELETE /api/admin/theme/logo */
export const PutAdminThemeReplies = { 200: z.object({ data: InstanceThemeSchema, position: PositionSchema }) };
export const PostAdminThemeLogoReplies = { 201: z.object({ data: InstanceThemeSchema, position: PositionSchema }) };
