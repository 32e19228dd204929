import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const openssl = (dir: string, ...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });

/**
 * Credentials as Apple and Google would issue them, made here with openssl: a self-signed CA
 * standing in for Apple's WWDR intermediate, a Pass Type ID certificate it signed (subject UID and
 * OU as Apple writes them, its key encrypted with a passphrase), and a service account key file.
 * The files stay in a temporary directory (`dir`), for a test that picks them as an administrator
 * would, until `remove()`: they hold private keys, and a test run should leave nothing behind.
 */
export function makeWalletTestCredentials() {
  const dir = mkdtempSync(path.join(tmpdir(), 'usher-wallet-'));
  openssl(
    dir,
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
    '-days',
    '30',
    '-subj',
    '/CN=Test WWDR CA/O=Usher tests',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  );
  openssl(
    dir,
    'req',
    '-newkey',
    'rsa:2048',
    '-passout',
    'pass:wallet-pass',
    '-keyout',
    'signer.key',
    '-out',
    'signer.csr',
    '-subj',
    '/UID=pass.org.usher.test/CN=Pass Type ID: pass.org.usher.test/OU=ABCDE12345/O=Usher tests/C=US',
  );
  writeFileSync(path.join(dir, 'signer.ext'), 'keyUsage=critical,digitalSignature\nextendedKeyUsage=codeSigning,emailProtection\n');
  openssl(
    dir,
    'x509',
    '-req',
    '-in',
    'signer.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'signer.pem',
    '-days',
    '30',
    '-extfile',
    'signer.ext',
  );
  const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');
  const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const serviceAccount = {
    type: 'service_account',
    project_id: 'usher-tests',
    private_key_id: 'test-key',
    private_key: google.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: 'wallet@usher-tests.iam.gserviceaccount.com',
  };
  // The same files an administrator picks on /admin/settings.
  writeFileSync(path.join(dir, 'service-account.json'), JSON.stringify(serviceAccount));
  return {
    dir,
    caPath: path.join(dir, 'ca.pem'),
    apple: { certificate: read('signer.pem'), private_key: read('signer.key'), key_passphrase: 'wallet-pass', wwdr_certificate: read('ca.pem') },
    google: { issuer_id: '3388000000012345678', service_account_key: JSON.stringify(serviceAccount) },
    googlePublicKey: google.publicKey,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
