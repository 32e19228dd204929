/**
 * Issue 20's figures alone: `npx tsx tests/bench/communications-run.ts`
 * (RECIPIENTS=10000 by default). A product of its own sends through a local
 * SMTP sink and receives bounces on its inbound listener.
 * STATEMENTS=1 also lists the statements run while the messages went out
 * (pg_stat_statements, loaded for this run), per message.
 */
import { productNodeArgsFromEnvironment } from './product-command.ts';
import fs from 'node:fs';
import pg from 'pg';
import { freePort } from '@usher/infra/db/embedded-postgres';
import { productCpuMs } from './cpu-use.ts';
import { printTable } from './report.ts';
import { communicationsEnv, communicationsRows, runCommunicationsBench } from './scenarios/communications.ts';
import { MailSink } from './scenarios/mail-sink.ts';
import { withStandaloneProduct } from './standalone-product.ts';
import { clusterWithStatements } from './support/statement-counts.ts';

const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
const recipients = Number(process.env.RECIPIENTS ?? 10_000);
const statements = process.env.STATEMENTS === '1';

async function printStatements(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ query: string; calls: string; total_exec_time: number; total_plan_time: number; rows: string }>(
    `select query, calls, total_exec_time, total_plan_time, rows from pg_stat_statements
     where query not like '%pg_stat_statements%' and dbid = (select oid from pg_database where datname = current_database())
     order by total_exec_time + total_plan_time desc limit 25`,
  );
  const calls = rows.reduce((sum, row) => sum + Number(row.calls), 0);
  const time = rows.reduce((sum, row) => sum + row.total_exec_time, 0);
  const plan = rows.reduce((sum, row) => sum + row.total_plan_time, 0);
  console.log(
    `\nStatements while the messages went out (top 25): ${(calls / recipients).toFixed(2)} per message, ${(time / recipients).toFixed(3)} ms executing and ${(plan / recipients).toFixed(3)} ms planning per message`,
  );
  for (const row of rows)
    console.log(
      `  ${(Number(row.calls) / recipients).toFixed(3).padStart(7)} calls  ${(row.total_exec_time / recipients).toFixed(3).padStart(7)} ms  ${(row.total_plan_time / recipients).toFixed(3).padStart(7)} ms planning  ${row.query.replace(/\s+/g, ' ').slice(0, 150)}`,
    );
}

const sink = new MailSink();
const sinkPort = await sink.listen();
const inboundPort = await freePort();
const keepDir = statements ? await clusterWithStatements('usher-communications-') : undefined;
try {
  const result = await withStandaloneProduct(
    {
      prefix: 'usher-communications-',
      keepDir,
      env: communicationsEnv(sinkPort, inboundPort),
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
