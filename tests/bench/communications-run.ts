/**
 * Issue 20's figures alone: `npx tsx tests/bench/communications-run.ts`
 * (RECIPIENTS=10000 by default). A product of its own sends through a local
 * SMTP sink and receives bounces on its inbound listener.
 * STATEMENTS=1 also lists the statements run while the messages went out
 * (pg_stat_statements, loaded for this run), per message.
 */
import { productNodeArgsFromEnvironment } from './product-command.ts';
import fs from 'node:fs';
import type pg from 'pg';
import { freePort } from '@usher/infra/db/embedded-postgres';
import { productCpuMs } from './cpu-use.ts';
import { printTable } from './report.ts';
import { communicationsEnv, communicationsRows, runCommunicationsBench } from './scenarios/communications.ts';
import { MailSinkProcess } from './scenarios/mail-sink-process.ts';
import { withStandaloneProduct } from './standalone-product.ts';
import { clusterWithStatements, topStatements } from './support/statement-counts.ts';

const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
const recipients = Number(process.env.RECIPIENTS ?? 10_000);
const statements = process.env.STATEMENTS === '1';

async function printStatements(pool: pg.Pool): Promise<void> {
  const rows = (await topStatements(pool)).slice(0, 25);
  const perMessage = (total: number) => (total / recipients).toFixed(3);
  const calls = rows.reduce((sum, row) => sum + row.calls, 0);
  const ms = rows.reduce((sum, row) => sum + row.ms, 0);
  const plan = rows.reduce((sum, row) => sum + row.plan, 0);
  console.log(
    `\nStatements while the messages went out (top 25): ${(calls / recipients).toFixed(2)} per message, ${perMessage(ms)} ms executing and ${perMessage(plan)} ms planning per message`,
  );
  for (const row of rows)
    console.log(
      `  ${perMessage(row.calls).padStart(7)} calls  ${perMessage(row.ms).padStart(7)} ms  ${perMessage(row.plan).padStart(7)} ms planning  ${row.query.slice(0, 150)}`,
    );
}

const sink = await MailSinkProcess.start();
const inboundPort = await freePort();
const keepDir = statements ? await clusterWithStatements('usher-communications-') : undefined;
try {
  const result = await withStandaloneProduct(
    {
      prefix: 'usher-communications-',
      keepDir,
      env: communicationsEnv(sink.port, inboundPort),
      nodeArgs: productNodeArgsFromEnvironment(),
    },
    async (product) => {
      if (statements) await product.pool.query('create extension if not exists pg_stat_statements');
      return runCommunicationsBench({
        origin: product.origin,
        pool: product.pool,
        sink,
        inboundPort,
        recipients,
        reports: 50,
        log,
        cpu: () => productCpuMs(product),
        aroundSend: statements
          ? { before: async () => void (await product.pool.query('select pg_stat_statements_reset()')), after: () => printStatements(product.pool) }
          : undefined,
      });
    },
  );
  printTable('Usher bench — communications', communicationsRows(result));
} finally {
  await sink.close();
  if (keepDir) fs.rmSync(keepDir, { recursive: true, force: true });
}
