import net from 'node:net';

export interface DroppingProxy {
  /** The proxy's address: pages opened here reach the product through it. */
  baseUrl: string;
  /** Cuts every websocket passing through, both sides at once, as a proxy restarting or a network change does. */
  dropWebsockets(): number;
  /** Turns new connections away until `resume` (the upstream is down). */
  refuseNewConnections(): void;
  resume(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of the product that can drop the connections carrying
 * websockets: what a reverse proxy or a phone's network does to a dashboard
 * at the worst moment. Plain bytes both ways; a connection is a websocket's
 * when its request asked for the upgrade.
 */
export async function startDroppingProxy(upstreamPort: number): Promise<DroppingProxy> {
  type Pair = { client: net.Socket; upstream: net.Socket };
  const websockets = new Set<Pair>();
  const open = new Set<Pair>();
  let refusing = false;
  const server = net.createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = net.connect(upstreamPort, '127.0.0.1');
    const pair = { client, upstream };
    open.add(pair);
    client.once('data', (first: Buffer) => {
      if (/^upgrade:\s*websocket/im.test(first.toString('latin1'))) websockets.add(pair);
    });
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      websockets.delete(pair);
      open.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dropWebsockets() {
      const dropped = websockets.size;
      for (const { client, upstream } of [...websockets]) {
        client.destroy();
        upstream.destroy();
      }
      websockets.clear();
      return dropped;
    },
    refuseNewConnections: () => void (refusing = true),
    resume: () => void (refusing = false),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The browser's keep-alive connections would hold close() open.
        for (const { client, upstream } of open) {
          client.destroy();
          upstream.destroy();
        }
      }),
  };
}
