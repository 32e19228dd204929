import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDnsServers } from '../../src/dns/dns-servers.ts';
import { lookUpTxtRecords } from '../../src/dns/txt-records.ts';
import { startDnsTestServer, type DnsTestServer } from '../../src/testing/dns-test-server.ts';

let dns: DnsTestServer;
beforeAll(async () => {
  dns = await startDnsTestServer();
});
afterAll(async () => {
  await dns?.close();
});

describe('DNS_SERVERS', () => {
  it('takes IP addresses with an optional port, and nothing else', () => {
    expect(parseDnsServers(undefined)).toEqual([]);
    expect(parseDnsServers(' 9.9.9.9, 127.0.0.1:5353 ,[2620:fe::fe]:53, ')).toEqual(['9.9.9.9', '127.0.0.1:5353', '[2620:fe::fe]:53']);
    expect(() => parseDnsServers('9.9.9.9, dns.example.com, 1.2.3.4:99999')).toThrow("DNS_SERVERS: 'dns.example.com', '1.2.3.4:99999' is not an IP address");
  });
});

describe('looking up TXT records through a real DNS server', () => {
  it('answers the records of a name, whatever its case, each one whole', async () => {
    dns.publishTxt('_usher-verification.acme.test', 'usher-domain-verification=abc');
    dns.publishTxt('_usher-verification.acme.test', 'v=spf1 -all');
    expect(await lookUpTxtRecords('_usher-verification.ACME.test', [dns.address])).toEqual({
      kind: 'records',
      values: ['usher-domain-verification=abc', 'v=spf1 -all'],
    });
  });

  it('tells a name without records from a server that fails', async () => {
    expect(await lookUpTxtRecords('_usher-verification.nobody.test', [dns.address])).toEqual({ kind: 'none' });
    dns.failFor('_usher-verification.broken.test');
    expect(await lookUpTxtRecords('_usher-verification.broken.test', [dns.address])).toEqual({ kind: 'failed', code: 'ESERVFAIL' });
  });
});
