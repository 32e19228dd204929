import net from 'node:net';

// proxy-addr's names for whole ranges (Fastify compiles the list with it).
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (net.isIP(prefix) === 4) return family === 4; // a netmask, 255.255.255.0
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUSTED_PROXIES: the reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are
 * believed, as addresses or CIDR ranges separated by commas. Nobody is trusted by default:
 * a header any client can write must never choose the address that rate limits count
 * and the audit log records. A mistyped entry stops the start with a message naming it,
 * rather than trusting more or less than the operator meant.
 */
export function parseTrustedProxies(value: string | undefined): string[] {
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length > 0) {
    throw new Error(`TRUSTED_PROXIES: ${invalid.map((entry) => `'${entry}'`).join(', ')} is not an IP address, a CIDR range (10.0.0.0/8) or one of loopback, linklocal, uniquelocal.`);
  }
  return entries;
}
