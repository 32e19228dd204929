import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { removeWalletCredentials, storeWalletCredentials, walletDetails, type WalletKind } from '@usher/infra/wallet/wallet-credentials';
import { changeInstanceSettings } from './append-instance-audit.ts';
import { appleCredentialsOf, googleCredentialsOf, type AppleWalletInput, type GoogleWalletInput } from './wallet-credential-checks.ts';

/** The wallets' credentials as the settings page shows them. */
export const walletSettings = (context: ServiceContext) => walletDetails(context.db);

/** Saves Apple Wallet's signing credentials (sealed); the log records only the identifiers. */
export async function saveAppleWallet(context: ServiceContext, input: AppleWalletInput, metadata: EventMetadata) {
  const credentials = appleCredentialsOf(input, context.clock.now());
  const { position } = await changeInstanceSettings(context, metadata, async (trx) => {
    await storeWalletCredentials(trx, 'apple', credentials, context.clock.now());
    return { type: 'InstanceWalletChanged', data: { wallet: 'apple', configured: true, details: credentials.details } };
  });
  return { data: await walletSettings(context), position };
}

/** Saves Google Wallet's issuer and service account key (sealed); the log records only the issuer and the account's address. */
export async function saveGoogleWallet(context: ServiceContext, input: GoogleWalletInput, metadata: EventMetadata) {
  const credentials = googleCredentialsOf(input);
  const { position } = await changeInstanceSettings(context, metadata, async (trx) => {
    await storeWalletCredentials(trx, 'google', credentials, context.clock.now());
    return { type: 'InstanceWalletChanged', data: { wallet: 'google', configured: true, details: credentials.details } };
  });
  return { data: await walletSettings(context), position };
}

/** Removes a wallet's credentials: its buttons disappear from pass pages, RSVP pages and e-mails. */
export async function removeWallet(context: ServiceContext, wallet: WalletKind, metadata: EventMetadata) {
  const { position } = await changeInstanceSettings(context, metadata, async (trx) => {
    await removeWalletCredentials(trx, wallet);
    return { type: 'InstanceWalletChanged', data: { wallet, configured: false, details: {} } };
  });
  return { data: await walletSettings(context), position };
}
