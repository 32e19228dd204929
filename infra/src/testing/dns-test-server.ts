import dns2 from 'dns2';

const { Packet } = dns2;

export interface DnsTestServer {
  /** What DNS_SERVERS names to reach it, e.g. `127.0.0.1:41234`. */
  address: string;
  /** Publishes a TXT record, as a domain's owner does at their DNS host. */
  publishTxt(name: string, value: string): void;
  /** Takes every TXT record of a name down again. */
  removeTxt(name: string): void;
  /** Answers every question about a name with SERVFAIL, as a broken authoritative server does. */
  failFor(name: string): void;
  close(): Promise<void>;
}

/**
 * A real DNS server (the `dns2` package) on loopback UDP, authoritative for whatever a test
 * publishes: the TXT records it was given, NXDOMAIN for any other name. The product asks it
 * through Node's own resolver, as it asks the operator's DNS servers in production.
 */
export async function startDnsTestServer(): Promise<DnsTestServer> {
  const records = new Map<string, string[]>();
  const failing = new Set<string>();
  const server = dns2.createUDPServer((request, send) => {
    const response = Packet.createResponseFromRequest(request);
    const question = request.questions[0];
    const name = question?.name.toLowerCase() ?? '';
    if (failing.has(name)) response.header.rcode = Packet.RCODE.SERVFAIL;
    else if (!records.has(name)) response.header.rcode = Packet.RCODE.NXDOMAIN;
    else if (question?.type === Packet.TYPE.TXT) {
      for (const value of records.get(name)!) response.answers.push(Packet.createResourceFromQuestion(question, { ttl: 60, data: value }));
    }
    void send(response);
  });
  await server.listen(0, '127.0.0.1');
  return {
    address: `127.0.0.1:${server.address().port}`,
    publishTxt(name, value) {
      const key = name.toLowerCase();
      records.set(key, [...(records.get(key) ?? []), value]);
    },
    removeTxt: (name) => void records.delete(name.toLowerCase()),
    failFor: (name) => void failing.add(name.toLowerCase()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
