/**
 * Issue 20's figures alone: `npx tsx tests/bench/communications-run.ts`
 * (RECIPIENTS=10000 by default). A product of its own sends through a local
 * SMTP sink and receives bounces on its inbound listener.
 */
import { freePort } from '@usher/infra/db/embedded-postgres';
import { printTable } from './report.ts';
import { communicationsEnv, communicationsRows, runCommunicationsBench } from './scenarios/communications.ts';
import { MailSink } from './scenarios/mail-sink.ts';
import { withStandaloneProduct } from './standalone-product.ts';

const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
const sink = new MailSink();
const sinkPort = await sink.listen();
const inboundPort = await freePort();
try {
  const result = await withStandaloneProduct(
    { prefix: 'usher-communications-', env: communicationsEnv(sinkPort, inboundPort), nodeArgs: process.env.PRODUCT_NODE_ARGS?.split(' ').filter(Boolean) },
    (product) =>
      runCommunicationsBench({
        origin: product.origin,
        pool: product.pool,
        sink,
        inboundPort,
        recipients: Number(process.env.RECIPIENTS ?? 10_000),
        reports: 50,
        log,
      }),
  );
  printTable('Usher bench — communications', communicationsRows(result));
} finally {
  await sink.close();
}
