import type { AppleWalletSecret } from './wallet-credentials.ts';

/** The pictures of a pass, as PNG: Apple Wallet requires the icon (lock screen, notifications); the logo is the pass's own. */
export interface ApplePassImages {
  'icon.png': Buffer;
  'icon@2x.png': Buffer;
  'logo.png'?: Buffer;
  'logo@2x.png'?: Buffer;
}

/**
 * A signed .pkpass: the pass.json and pictures, their manifest of SHA-1 digests, and the
 * manifest's detached PKCS#7 signature made with the Pass Type ID certificate's key, with Apple's
 * WWDR certificate in the chain (passkit-generator does the packing and signing).
 */
export async function applePassPackage(passJson: Record<string, unknown>, images: ApplePassImages, secret: AppleWalletSecret): Promise<Buffer> {
  // passkit-generator (with joi and node-forge) is loaded by the first pass, not at every start.
  const { PKPass } = await import('passkit-generator');
  const files: Record<string, Buffer> = { 'pass.json': Buffer.from(JSON.stringify(passJson)) };
  for (const [name, bytes] of Object.entries(images)) if (bytes) files[name] = bytes;
  const pass = new PKPass(files, {
    wwdr: secret.wwdr_certificate,
    signerCert: secret.signer_certificate,
    signerKey: secret.signer_key,
    ...(secret.signer_key_passphrase ? { signerKeyPassphrase: secret.signer_key_passphrase } : {}),
  });
  return pass.getAsBuffer();
}
