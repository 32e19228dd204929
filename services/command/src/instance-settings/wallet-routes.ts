import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeText } from '@usher/domain/validation/safe-text';
import { GetAdminWalletReplies, PutAdminWalletReplies } from '@usher/domain/contract/wallet';
import type { ServiceContext } from '@usher/infra/context';
import { removeWallet, saveAppleWallet, saveGoogleWallet, walletSettings } from './wallet-handlers.ts';

// A PEM certificate or key is a few kilobytes; a certificate chain or a service account file, a few more.
const pem = (description: string) => safeText({ max: 20_000, multiline: true }).nullish().describe(description);
const line = (max: number) => safeText({ max }).nullish();

const AppleBody = z.object({
  pass_type_identifier: line(200).describe("pass.com.example.events; left out, it is read from the certificate's subject (UID)."),
  team_identifier: line(20).describe("Apple's 10-character team id; left out, it is read from the certificate's subject (OU)."),
  certificate: pem('The Pass Type ID certificate, PEM.'),
  private_key: pem("The certificate's private key, PEM (encrypted or not). Write-only."),
  key_passphrase: line(1000).describe("The private key's passphrase, when it has one. Write-only."),
  wwdr_certificate: pem("Apple's WWDR intermediate certificate, PEM."),
});

const GoogleBody = z.object({
  issuer_id: line(50).describe('The issuer id of the Google Wallet console.'),
  service_account_key: pem("The service account's key file (JSON) as Google Cloud downloads it. Write-only."),
});

/** Issue 32 section 1: the credentials that sign Apple Wallet and Google Wallet passes (instance administrators). */
export function walletSettingsRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];

    app.get(
      '/api/v2/admin/settings/wallet',
      {
        config: { need: ['administer', 'instance'] },
        schema: { tags, summary: 'Which wallets the instance signs passes for', response: GetAdminWalletReplies },
      },
      async () => ({ data: await walletSettings(context) }),
    );

    app.put(
      '/api/v2/admin/settings/wallet/apple',
      {
        config: { need: ['administer', 'instance'] },
        schema: { body: AppleBody, tags, summary: "Saves Apple Wallet's signing certificate and key", response: PutAdminWalletReplies },
      },
      async (request) => {
        return saveAppleWallet(context, request.body, request.metadata);
      },
    );

    app.delete(
      '/api/v2/admin/settings/wallet/apple',
      { config: { need: ['administer', 'instance'] }, schema: { tags, summary: "Removes Apple Wallet's credentials", response: PutAdminWalletReplies } },
      async (request) => {
        return removeWallet(context, 'apple', request.metadata);
      },
    );

    app.put(
      '/api/v2/admin/settings/wallet/google',
      {
        config: { need: ['administer', 'instance'] },
        schema: { body: GoogleBody, tags, summary: "Saves Google Wallet's issuer and service account key", response: PutAdminWalletReplies },
      },
      async (request) => {
        return saveGoogleWallet(context, request.body, request.metadata);
      },
    );

    app.delete(
      '/api/v2/admin/settings/wallet/google',
      { config: { need: ['administer', 'instance'] }, schema: { tags, summary: "Removes Google Wallet's credentials", response: PutAdminWalletReplies } },
      async (request) => {
        return removeWallet(context, 'google', request.metadata);
      },
    );
  };
}
