import { z } from 'zod';
import { fileReply, PositionSchema, RedirectSchema } from './common.ts';

/** Apple's credentials as the settings page shows them: identifiers and the certificate's expiry, never a key. */
export const AppleWalletStatusSchema = z.object({
  pass_type_identifier: z.string(),
  team_identifier: z.string(),
  certificate_expires_at: z.string().describe('When the Pass Type ID certificate stops signing (ISO 8601); renew it at Apple before.'),
});

/** Google's credentials as the settings page shows them: the issuer and the service account's address, never its key. */
export const GoogleWalletStatusSchema = z.object({
  issuer_id: z.string(),
  service_account_email: z.string(),
});

export const WalletSettingsSchema = z.object({
  apple: AppleWalletStatusSchema.nullable().describe('null: no credentials, so no "Add to Apple Wallet" button anywhere.'),
  google: GoogleWalletStatusSchema.nullable().describe('null: no credentials, so no "Add to Google Wallet" button anywhere.'),
});

/** GET /api/v2/admin/settings/wallet */
export const GetAdminWalletReplies = { 200: z.object({ data: WalletSettingsSchema }) };

/** PUT and DELETE /api/v2/admin/settings/wallet/apple and …/google */
export const PutAdminWalletReplies = { 200: z.object({ data: WalletSettingsSchema, position: PositionSchema }) };

/** A guest's wallet links: each null while the instance has no credentials for that wallet (or the event no passes). */
export const WalletLinksSchema = z.object({
  apple_wallet_link: z.string().nullable().describe('Downloads the signed .pkpass.'),
  google_wallet_link: z.string().nullable().describe('Leads to Google Wallet\'s "Save" page for the pass.'),
});

/** GET /api/v2/public/pass/:token/apple-wallet */
export const GetPublicPassAppleWalletReplies = { 200: fileReply('The signed Apple Wallet pass (.pkpass)', ['application/vnd.apple.pkpass']) };

/** GET /api/v2/public/pass/:token/google-wallet */
export const GetPublicPassGoogleWalletReplies = { 302: RedirectSchema };
