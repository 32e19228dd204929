import { Resolver } from 'node:dns/promises';

/**
 * DNS_SERVERS: the DNS servers Usher asks itself (the TXT records that prove an organisation's
 * email domain), as IP addresses with an optional port, separated by commas (`9.9.9.9`,
 * `127.0.0.1:5353`, `[2620:fe::fe]:53`). Empty: the system's resolvers. A mistyped entry stops
 * the start with a message naming it, checked by the parser the lookups themselves use.
 */
export function parseDnsServers(value: string | undefined): string[] {
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  const invalid = entries.filter((entry) => {
    try {
      new Resolver().setServers([entry]);
      return false;
    } catch {
      return true;
    }
  });
  if (invalid.length > 0) {
    throw new Error(`DNS_SERVERS: ${invalid.map((entry) => `'${entry}'`).join(', ')} is not an IP address with an optional port, such as 9.9.9.9 or 127.0.0.1:5353.`);
  }
  return entries;
}
