import proxyAddr from '@fastify/proxy-addr';

function isAddressOrRange(entry: string): boolean {
  try {
    // The parser Fastify itself compiles trustProxy with: what it takes, the start takes.
    proxyAddr.compile([entry]);
    return true;
  } catch {
    return false;
  }
}

/**
 * TRUSTED_PROXIES: the reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are
 * believed, as addresses or CIDR ranges separated by commas. Nobody is trusted by default:
 * a header any client can write must never choose the address that rate limits count
 * and the audit log records. A mistyped entry stops the start with a message naming it,
 * rather than trusting more or less than the operator meant (a /0 range, which would trust
 * every peer, is refused too).
 */
export function parseTrustedProxies(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length > 0) {
    throw new Error(
      `TRUSTED_PROXIES: ${invalid.map((entry) => `'${entry}'`).join(', ')} is not an IP address, a CIDR range (10.0.0.0/8) or one of loopback, linklocal, uniquelocal.`,
    );
  }
  return entries;
}
