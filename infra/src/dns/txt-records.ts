import { Resolver } from 'node:dns/promises';
import { readConfig } from '../config.ts';

/** What the DNS said about a name's TXT records: its records, that it has none, or nothing usable. */
export type TxtAnswer = { kind: 'records'; values: string[] } | { kind: 'none' } | { kind: 'failed'; code: string };

// The name or its TXT records do not exist: an answer, not a failure.
const NO_RECORDS = new Set(['ENOTFOUND', 'ENODATA']);

/**
 * The TXT records of a name, each record's strings joined as RFC 7208 reads them, asked of
 * DNS_SERVERS (else the system's resolvers) with Node's resolver. A server that does not answer
 * in time or refuses is a failure the caller reports as such, never as "no record".
 */
export async function lookUpTxtRecords(name: string, servers: string[] = readConfig().dnsServers): Promise<TxtAnswer> {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (servers.length > 0) resolver.setServers(servers);
  try {
    const records = await resolver.resolveTxt(name);
    return { kind: 'records', values: records.map((strings) => strings.join('')) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'EUNKNOWN';
    return NO_RECORDS.has(code) ? { kind: 'none' } : { kind: 'failed', code };
  }
}
