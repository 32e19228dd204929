import { Resolver } from 'node:dns/promises';

// An IPv4 address or a bracketed IPv6 address, then a port: Node's parser lets a port past 65535 through.
const WITH_PORT = /^(?:[\d.]+|\[[\da-f:.]+\]):(\d+)$/i;

function isServerAddress(entry: string): boolean {
  try {
    new Resolver().setServers([entry]);
  } catch {
    return false;
  }
  const port = WITH_PORT.exec(entry)?.[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}

/**
 * DNS_SERVERS: the DNS servers Usher asks itself (the TXT records that prove an organisation's
 * email domain), as IP addresses with an optional port, separated by commas (`9.9.9.9`,
 * `127.0.0.1:5353`, `[2620:fe::fe]:53`). Empty: the system's resolvers. A mistyped entry stops
 * the start with a message naming it, checked by the parser the lookups themselves use.
 */
export function parseDnsServers(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const invalid = entries.filter((entry) => !isServerAddress(entry));
  if (invalid.length > 0) {
    throw new Error(
      `DNS_SERVERS: ${invalid.map((entry) => `'${entry}'`).join(', ')} is not an IP address with an optional port, such as 9.9.9.9 or 127.0.0.1:5353.`,
    );
  }
  return entries;
}
