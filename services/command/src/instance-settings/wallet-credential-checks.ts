import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { FieldErrors } from '@usher/domain/validation/errors';
import type { AppleWalletCredentials, GoogleWalletCredentials } from '@usher/infra/wallet/wallet-credentials';

export interface AppleWalletInput {
  pass_type_identifier?: string | null;
  team_identifier?: string | null;
  certificate?: string | null;
  private_key?: string | null;
  key_passphrase?: string | null;
  wwdr_certificate?: string | null;
}

export interface GoogleWalletInput {
  issuer_id?: string | null;
  service_account_key?: string | null;
}

const PASS_TYPE_ID = /^pass\.[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
const TEAM_ID = /^[A-Z0-9]{10}$/;

function certificateOf(pem: string | null | undefined): X509Certificate | null {
  if (!pem?.includes('-----BEGIN CERTIFICATE-----')) return null;
  try {
    return new X509Certificate(pem);
  } catch {
    return null;
  }
}

function keyOf(pem: string | null | undefined, passphrase: string | null | undefined): KeyObject | 'wrong_passphrase' | null {
  if (!pem?.includes('PRIVATE KEY-----')) return null;
  try {
    return createPrivateKey({ key: pem, format: 'pem', ...(passphrase ? { passphrase } : {}) });
  } catch (error) {
    // An encrypted key read without (or with the wrong) passphrase fails to decrypt, not to parse.
    return /passphrase|decrypt|bad decrypt/i.test(String(error)) || pem.includes('ENCRYPTED') ? 'wrong_passphrase' : null;
  }
}

/** 'UID=pass.com.example\nCN=Pass Type ID: …\nOU=ABCDE12345' as its parts. */
function subjectPart(certificate: X509Certificate, name: string): string | null {
  const line = certificate.subject.split('\n').find((part) => part.startsWith(`${name}=`));
  return line ? line.slice(name.length + 1).trim() : null;
}

/**
 * Checks what an administrator uploads for Apple Wallet before it is sealed: each certificate is
 * one, the key opens (with its passphrase) and belongs to the certificate, and the pass type and
 * team identifiers are Apple's forms. The identifiers may be left out: Apple writes them into the
 * certificate's subject (UID and OU), and they are read from there.
 */
export function appleCredentialsOf(input: AppleWalletInput, now: Date): AppleWalletCredentials {
  const errors: FieldErrors = {};
  const certificate = certificateOf(input.certificate);
  const wwdr = certificateOf(input.wwdr_certificate);
  const key = keyOf(input.private_key, input.key_passphrase);
  if (!input.certificate?.trim()) errors.certificate = ['Choose the Pass Type ID certificate (a .pem file).'];
  else if (!certificate)
    errors.certificate = ['The Pass Type ID certificate is not a PEM certificate. Export it from Keychain as .p12, then convert it with openssl to .pem.'];
  else if (new Date(certificate.validTo) <= now) errors.certificate = ['The Pass Type ID certificate has expired. Make a new one at developer.apple.com.'];
  if (!input.private_key?.trim()) errors.private_key = ["Choose the certificate's private key (a .pem file)."];
  else if (key === 'wrong_passphrase') errors.key_passphrase = ['The key could not be opened with this passphrase.'];
  else if (!key) errors.private_key = ['The private key is not a PEM private key.'];
  else if (certificate && !certificate.checkPrivateKey(key)) errors.private_key = ['This key does not belong to the Pass Type ID certificate.'];
  if (!input.wwdr_certificate?.trim()) errors.wwdr_certificate = ["Choose Apple's WWDR intermediate certificate (a .pem file)."];
  else if (!wwdr) errors.wwdr_certificate = ['The WWDR certificate is not a PEM certificate.'];
  const passTypeIdentifier = input.pass_type_identifier?.trim() || (certificate ? subjectPart(certificate, 'UID') : null) || '';
  const teamIdentifier = input.team_identifier?.trim() || (certificate ? subjectPart(certificate, 'OU') : null) || '';
  if (!PASS_TYPE_ID.test(passTypeIdentifier)) errors.pass_type_identifier = ['Enter the pass type identifier, as pass.com.example.events.'];
  if (!TEAM_ID.test(teamIdentifier)) errors.team_identifier = ['Enter the team identifier: 10 capital letters and digits, as ABCDE12345.'];
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
  return {
    details: {
      pass_type_identifier: passTypeIdentifier,
      team_identifier: teamIdentifier,
      certificate_expires_at: new Date(certificate!.validTo).toISOString(),
    },
    secret: {
      signer_certificate: input.certificate!.trim(),
      signer_key: input.private_key!.trim(),
      signer_key_passphrase: input.key_passphrase || null,
      wwdr_certificate: input.wwdr_certificate!.trim(),
    },
  };
}

/** The service account file's two parts Usher needs, or null when the text is not JSON of an object. */
function serviceAccountFileOf(text: string | null | undefined): { client_email?: unknown; private_key?: unknown } | null {
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    return parsed && typeof parsed === 'object' ? (parsed as { client_email?: unknown; private_key?: unknown }) : null;
  } catch {
    return null;
  }
}

/**
 * Checks a Google service account's key file (the JSON Google Cloud downloads) and the Wallet
 * issuer id: the file names the account's address and holds an RSA key that opens.
 */
export function googleCredentialsOf(input: GoogleWalletInput): GoogleWalletCredentials {
  const errors: FieldErrors = {};
  const issuerId = input.issuer_id?.trim() ?? '';
  if (!/^\d{10,25}$/.test(issuerId)) errors.issuer_id = ['Enter the issuer id from the Google Wallet console: digits only.'];
  const file = serviceAccountFileOf(input.service_account_key);
  const email = typeof file?.client_email === 'string' ? file.client_email : null;
  const pem = typeof file?.private_key === 'string' ? file.private_key : null;
  const key = keyOf(pem, null);
  if (!input.service_account_key?.trim()) errors.service_account_key = ["Choose the service account's key file (.json)."];
  else if (!file || !email || !pem)
    errors.service_account_key = ["The file is not a service account key: download a JSON key in Google Cloud, under the service account's Keys."];
  else if (!key || key === 'wrong_passphrase' || key.asymmetricKeyType !== 'rsa')
    errors.service_account_key = ['The key in the file could not be read as an RSA private key.'];
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
  return { details: { issuer_id: issuerId, service_account_email: email! }, secret: { private_key: pem! } };
}
