/**
 * The yardstick: a bare Fastify server whose one route does one INSERT into
 * the same PostgreSQL, with a pool of the same size as the product's. Run as
 * its own process (npx tsx tests/bench/baseline-server.ts) with DATABASE_URL
 * and PORT.
 */
import Fastify from 'fastify';
import pg from 'pg';

const url = process.env.DATABASE_URL;
const port = Number(process.env.PORT);
if (!url || !port) throw new Error('DATABASE_URL and PORT are required');

const pool = new pg.Pool({ connectionString: url, max: Number(process.env.POOL_MAX ?? 20) });
pool.on('error', () => undefined);
await pool.query('create table if not exists bench_baseline (id bigserial primary key, attendee_id uuid, at timestamptz default now())');

const app = Fastify({ logger: false });
app.get('/health', async () => ({ ok: true }));
app.post<{ Params: { id: string } }>('/check-in/:id', async (request) => {
  const result = await pool.query<{ id: string }>('insert into bench_baseline (attendee_id) values ($1) returning id', [request.params.id]);
  return { data: { id: result.rows[0]!.id, attendee_id: request.params.id } };
});

const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

await app.listen({ port, host: '127.0.0.1' });
console.log(`baseline listening on ${port}`);
