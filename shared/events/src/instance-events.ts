import { z } from 'zod';

const signupMode = z.enum(['open', 'invitation', 'closed']);
const color = z.string().describe('A colour as #RRGGBB.');

/** The instance's own settings, changed by an administrator on /admin/settings; on the stream `instance-settings`. */
export const InstanceSettingsChanged = z
  .object({
    name: z.string().describe("The instance's name, shown in page titles and emails."),
    support_email: z.string().describe("The address of the account menu's Support link."),
    signup_mode: signupMode.describe(
      "Who may sign up: anyone ('open'), people with a team invitation or an event's share link ('invitation'), or only the instance's first account ('closed').",
    ),
  })
  .describe("An administrator changed the instance's name, support address or who may sign up.");

export const InstanceSmtpChanged = z
  .object({
    host: z.string().nullable().describe('The default mail server; null when the saved server was removed.'),
    port: z.number().int().nullable(),
    tls_mode: z.enum(['tls', 'starttls', 'none']),
    user: z.string().nullable(),
    sender: z.string().nullable().describe('The address mail is sent from.'),
    password_changed: z.boolean().describe('Whether the password was replaced or removed; the password itself is never recorded.'),
  })
  .describe("An administrator changed the instance's default mail server. The password stays in its table, never in the log.");

export const InstanceThemeChanged = z
  .object({
    primary: color,
    secondary: color,
    accent: color,
    info: color,
    warning: color,
    error: color,
    success: color,
    logo_url: z.string().nullable().describe("The logo, served at /media/{id}; null for the product's own mark."),
  })
  .describe("An administrator changed the dashboard's colours or logo (or reset them to the product's own).");

export const InstanceWalletChanged = z
  .object({
    wallet: z.enum(['apple', 'google']).describe('Which wallet: Apple Wallet (.pkpass) or Google Wallet.'),
    configured: z.boolean().describe('True: credentials were saved (or replaced); false: they were removed and the wallet buttons are gone.'),
    details: z
      .record(z.string(), z.string())
      .describe(
        "What identifies the credentials: Apple's pass type and team identifiers and the certificate's expiry, or Google's issuer id and service account address. Certificates and keys are never recorded.",
      ),
  })
  .describe(
    'An administrator saved or removed the credentials that sign Apple Wallet or Google Wallet passes. The keys stay sealed in their table, never in the log.',
  );
