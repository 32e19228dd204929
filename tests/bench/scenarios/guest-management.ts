/**
 * The figures of the guest-management issue, at the size of a large event:
 * seeding through the command handlers, the guest list and its stats, a CSV
 * upload, the export, and a bulk RSVP. Each is measured beside a yardstick
 * run in the same bench on the same PostgreSQL: the same SQL run directly,
 * or the same rows written by PostgreSQL alone.
 */
import http from 'node:http';
import { guestListInBrowser, guestListInBrowserRows } from './guest-list-in-browser.ts';
import { waterfallLines } from '../support/page-waterfall.ts';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '@usher/infra/db/schema';
import type { ServiceContext } from '@usher/infra/context';
import { readXlsxRows } from '@usher/infra/spreadsheets/xlsx';
import { parseFilters } from '@usher/domain/guest-selection/guest-filter-names';
import { guestListStatement, selectGuests } from '@usher/query-api/attendees/attendee-queries';
import { invitationDeliveryColumn } from '@usher/read-models/guest-selection/invitation-delivery';
import { Api } from '../api.ts';
import { percentiles, send } from '../load.ts';
import { ms, num, verdict, type Row } from '../report.ts';
import { spawnChild, stopChild } from '../processes.ts';
import { settleDisks, waitForProjections } from '../settle.ts';
import { maxPosition, pollUntil, round1, roundP, runUpload, statsOf, type Stats } from './upload.ts';
import { guestIdsOf, type GuestManagementYardsticks, type YardstickMarks } from './guest-management-yardsticks.ts';

export interface GuestManagementConfig {
  /** Guests seeded through the command handlers (plus-ones included). */
  guests: number;
  /** Sequential guest-list requests measured, after `listWarmup` unmeasured ones. */
  listRequests: number;
  listWarmup: number;
  listPerPage: number;
  /** A common surname fragment: 'garc' finds García. */
  search: string;
  uploadRows: number;
  bulkRsvpGuests: number;
  /** Whole-phase limits, so a stuck phase fails the bench instead of hanging it. */
  /** How often the upload's progress is polled: the dashboard's own cadence. */
  uploadPollMs: number;
  seedTimeoutMs: number;
  settleTimeoutMs: number;
}

/** Events appended after `after` (up to `upTo`): how many, and their stored size. */
async function eventsBetween(pool: pg.Pool, after: string, upTo: string) {
  const { rows } = await pool.query<{ n: string; bytes: string }>(
    `select count(*)::text as n, coalesce(sum(pg_column_size(data) + pg_column_size(metadata)), 0)::text as bytes
     from es_events where global_position > $1::bigint and global_position <= $2::bigint`,
    [after, upTo],
  );
  return { events: Number(rows[0]!.n), payloadBytes: Number(rows[0]!.bytes) };
}

/**
 * Whether PostgreSQL's planner has statistics for the guest table: a table
 * never analysed (reltuples -1) is planned as if nearly empty.
 */
async function plannerStatistics(pool: pg.Pool) {
  const { rows } = await pool.query<{
    autovacuum: string;
    reltuples: number;
    n_live_tup: string;
    n_mod_since_analyze: string;
    last_analyze: Date | null;
    last_autoanalyze: Date | null;
  }>(
    `select current_setting('autovacuum') as autovacuum, c.reltuples, s.n_live_tup::text, s.n_mod_since_analyze::text, s.last_analyze, s.last_autoanalyze
     from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = 'rm_attendees'`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    autovacuum: row.autovacuum,
    rm_attendees_reltuples: Number(row.reltuples),
    rm_attendees_live_rows: Number(row.n_live_tup),
    rm_attendees_changed_since_analyze: Number(row.n_mod_since_analyze),
    last_analyze: row.last_analyze?.toISOString() ?? null,
    last_autoanalyze: row.last_autoanalyze?.toISOString() ?? null,
  };
}

/** `count` sequential timings of `fn` after `warmup` unmeasured calls; `fns` alternate so both see the same conditions. */
async function alternate(count: number, warmup: number, fns: (() => Promise<void>)[]): Promise<number[][]> {
  for (let i = 0; i < warmup; i++) for (const fn of fns) await fn();
  const samples = fns.map(() => [] as number[]);
  for (let i = 0; i < count; i++) {
    for (const [k, fn] of fns.entries()) {
      const t0 = performance.now();
      await fn();
      samples[k]!.push(performance.now() - t0);
    }
  }
  return samples;
}

export async function runGuestManagement(options: {
  root: string;
  databaseUrl: string;
  /** The bench's own pool: projection lag, yardsticks, diagnostics. */
  pool: pg.Pool;
  origin: string;
  config: GuestManagementConfig;
  log: (message: string) => void;
}) {
  const { root, databaseUrl, pool, origin, config, log } = options;
  // Direct SQL gets a pool of two, like the API's two parallel statements per page.
  const directPool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const compiler = new Kysely<Database>({ dialect: new PostgresDialect({ pool: directPool }) });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const originUrl = new URL(origin);
  const api = new Api(origin);
  const stats = (eventUuid: string) => statsOf(api, eventUuid);
  const count = (n: number) => n.toLocaleString('en-US');

  try {
    // 1. Seeding through the command handlers, while the product's projections follow.
    log(`guest management: seeding ${count(config.guests)} guests through the command handlers…`);
    const beforeSeed = await maxPosition(pool);
    const seed = spawnChild('seed', process.execPath, ['--import', 'tsx', 'tests/seed/seed-cli.ts', '--guests', String(config.guests)], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    let seedExit: Awaited<typeof seed.exited> | 'timeout';
    let seedTimer: NodeJS.Timeout | undefined;
    try {
      seedExit = await Promise.race([
        seed.exited,
        new Promise<'timeout'>((resolve) => (seedTimer = setTimeout(() => resolve('timeout'), config.seedTimeoutMs))),
      ]);
    } finally {
      clearTimeout(seedTimer);
      await stopChild(seed, { timeoutMs: 5_000 });
    }
    const seedEnd = performance.now();
    const seedMs = seedEnd - seed.startedAt;
    const seedOutput = seed.output();
    if (seedExit === 'timeout') throw new Error(`seed still running after ${config.seedTimeoutMs} ms:\n${seedOutput.slice(-2000)}`);
    if (seedExit.code !== 0) throw new Error(`seed exited with ${seedExit.code ?? seedExit.signal}:\n${seedOutput.slice(-3000)}`);
    const signIn = /Event ([0-9a-f-]{36}); sign in as (\S+) \/ (\S+)/.exec(seedOutput);
    if (!signIn) throw new Error(`seed output without event and credentials:\n${seedOutput.slice(-2000)}`);
    const [, eventUuid, email, password] = signIn as unknown as [string, string, string, string];
    const seededLine = /Seeded ([\d,]+) guests in ([\d.]+) s/.exec(seedOutput);
    const tLogin = performance.now();
    await api.login(email, password);
    const loginMs = performance.now() - tLogin;
    const statsTotalMs = await pollUntil(
      'stats total after the seed',
      async () => (await stats(eventUuid)).total_individuals === config.guests,
      seedEnd,
      50,
      config.settleTimeoutMs,
    );
    await waitForProjections(pool, config.settleTimeoutMs);
    const allProjectedMs = performance.now() - seedEnd;
    const afterSeed = await maxPosition(pool);
    const seedEvents = await eventsBetween(pool, beforeSeed, afterSeed);
    log(
      `seed: ${Math.round(seedMs)} ms (${count(seedEvents.events)} events); stats total ${Math.round(statsTotalMs)} ms after it, every projection ${Math.round(allProjectedMs)} ms after it`,
    );

    // 2. The guest list at this size, beside the same SQL run directly.
    const search = config.search;
    const listPath = `/api/v2/events/${eventUuid}/attendees?filter=rsvp_yes&search=${encodeURIComponent(search)}&per_page=${config.listPerPage}`;
    const headers = { authorization: `Bearer ${api.token}` };
    // listAttendees' statement, built by the function it uses: the page and the count in one snapshot.
    const listQuery = guestListStatement({ db: compiler, clock: { now: () => new Date() } } as unknown as ServiceContext, eventUuid, {
      filters: parseFilters('rsvp_yes')!,
      search,
      page: 1,
      per_page: config.listPerPage,
    }).compile();
    const statsQuery = compiler.selectFrom('rm_attendee_stats').selectAll().where('event_uuid', '=', eventUuid).compile();
    let apiTotal = -1;
    let apiPageRows = -1;
    let directTotal = -1;
    let directPageRows = -1;
    const failures: string[] = [];
    const apiList = async () => {
      const reply = await send(originUrl, agent, { method: 'GET', path: listPath, headers });
      if (reply.status !== 200) return void failures.push(`${reply.status} ${reply.body.slice(0, 200)}`);
      const body = JSON.parse(reply.body) as { data: unknown[]; meta: { total: number } };
      apiTotal = body.meta.total;
      apiPageRows = body.data.length;
    };
    const directList = async () => {
      const { rows } = await directPool.query<{ id: string | null; total_count: number }>(listQuery.sql, [...listQuery.parameters]);
      directPageRows = rows.filter((row) => row.id !== null).length;
      directTotal = rows[0]?.total_count ?? 0;
    };
    // Timed from a database at rest, as the bench's other latency figures are: just after the seed's projections the
    // checkpoint of their writes ran under the list (the Chromium visits after it still waited 1.4 s for it to end).
    const listSettledMs = await settleDisks([pool]);
    const plannerAtList = await plannerStatistics(pool);
    log(
      `guest list: ${config.listRequests} sequential requests (after ${config.listWarmup} warm-up), alternating with the same SQL direct (disks settled in ${Math.round(listSettledMs)} ms)…`,
    );
    const [apiListSamples, directListSamples] = await alternate(config.listRequests, config.listWarmup, [apiList, directList]);
    const apiStats = async () => {
      const reply = await send(originUrl, agent, { method: 'GET', path: `/api/v2/events/${eventUuid}/attendees/stats`, headers });
      if (reply.status !== 200) failures.push(`${reply.status} ${reply.body.slice(0, 200)}`);
    };
    const directStats = async () => void (await directPool.query(statsQuery.sql, [...statsQuery.parameters]));
    const [apiStatsSamples, directStatsSamples] = await alternate(config.listRequests, config.listWarmup, [apiStats, directStats]);
    const listApi = roundP(percentiles(apiListSamples!));
    const listDirect = roundP(percentiles(directListSamples!));
    const list = {
      path: listPath,
      requests: apiListSamples!.length,
      api_ms: listApi,
      direct_sql_ms: listDirect,
      ratio_p95: Number((listApi.p95 / listDirect.p95).toFixed(2)),
      ratio_p50: Number((listApi.p50 / listDirect.p50).toFixed(2)),
      api_total: apiTotal,
      direct_total: directTotal,
      api_page_rows: apiPageRows,
      direct_page_rows: directPageRows,
      failures: failures.length,
      sample_failures: failures.slice(0, 5),
      planner_statistics: plannerAtList,
      sql: listQuery.sql,
    };
    const statsRoute = {
      requests: apiStatsSamples!.length,
      api_ms: roundP(percentiles(apiStatsSamples!)),
      direct_sql_ms: roundP(percentiles(directStatsSamples!)),
      sql: statsQuery.sql,
    };
    log(
      `guest list: p50 ${listApi.p50} ms, p95 ${listApi.p95} ms (direct SQL p50 ${listDirect.p50}, p95 ${listDirect.p95}); ${apiTotal} matches; stats p95 ${statsRoute.api_ms.p95} ms`,
    );

    // 2b. The same guest list as an organiser opens it in Chromium (issue 31).
    log(`guest list in Chromium: navigation → rows shown (disks settled in ${Math.round(await settleDisks([pool]))} ms)…`);
    const inBrowser = await guestListInBrowser({ origin, email, password, eventUuid, waterfalls: true });
    log(
      `guest list in Chromium: first visit ${inBrowser.firstVisitMs} ms, later visits ${inBrowser.laterVisitMs} ms (from outside ${inBrowser.firstVisitOutsideMs} / ${inBrowser.laterVisitOutsideMs} ms); the first visit's requests and long tasks:`,
    );
    // In the log, not the table: which request or task the first visit waited for, when it misses here and not alone.
    for (const line of waterfallLines(inBrowser.waterfalls!.first).filter((line) => !line.includes(' script '))) log(`  ${line}`);

    // 3. A CSV upload on a new event, end to end, polled as the dashboard polls it.
    const { upload, uploadEvent, beforeUpload, afterUpload } = await runUpload({
      api,
      pool,
      rows: config.uploadRows,
      pollMs: config.uploadPollMs,
      settleTimeoutMs: config.settleTimeoutMs,
      log,
    });

    // 4. The export of the seeded event, both formats, beside its SQL run directly.
    const exportOne = async (format: 'csv' | 'xlsx') => {
      const t0 = performance.now();
      const response = await fetch(`${origin}/api/v2/events/${eventUuid}/attendees/export?format=${format}`, { headers });
      const body = Buffer.from(await response.arrayBuffer());
      const ms = performance.now() - t0;
      if (response.status !== 200) throw new Error(`export ${format} → ${response.status}: ${body.toString().slice(0, 500)}`);
      return { ms, body, contentType: response.headers.get('content-type') };
    };
    // The export's own statement (export-guests.ts, exportRows): the ordered selection with each guest's invitation status, one query.
    const exportStatement = selectGuests({ db: compiler } as unknown as ServiceContext, eventUuid, { filters: parseFilters(undefined)! })
      .ordered.select(invitationDeliveryColumn.as('invitation_delivery'))
      .compile();
    const exportSql = async () => {
      const t0 = performance.now();
      const result = await directPool.query(exportStatement.sql, [...exportStatement.parameters]);
      return { ms: performance.now() - t0, rows: result.rowCount ?? 0 };
    };
    log('export: its SQL direct, then CSV and XLSX of the seeded event, then its SQL direct again…');
    const plannerBeforeExport = await plannerStatistics(pool);
    const sqlBefore = await exportSql();
    const csvExport = await exportOne('csv');
    let csvLines = 0;
    for (const byte of csvExport.body) if (byte === 0x0a) csvLines++;
    if (csvExport.body.length > 0 && csvExport.body[csvExport.body.length - 1] !== 0x0a) csvLines++;
    const xlsxExport = await exportOne('xlsx');
    const plannerAfterExport = await plannerStatistics(pool);
    const sqlAfter = await exportSql();
    const xlsxRows = (await readXlsxRows(xlsxExport.body)).rows.length;
    const exported = {
      guests: config.guests,
      csv: { ms: round1(csvExport.ms), bytes: csvExport.body.length, lines: csvLines, expected_lines: config.guests + 1, content_type: csvExport.contentType },
      xlsx: { ms: round1(xlsxExport.ms), bytes: xlsxExport.body.length, data_rows: xlsxRows, content_type: xlsxExport.contentType },
      direct_sql: {
        before_exports_ms: round1(sqlBefore.ms),
        after_exports_ms: round1(sqlAfter.ms),
        rows: sqlBefore.rows,
      },
      planner_statistics_before: plannerBeforeExport,
      planner_statistics_after: plannerAfterExport,
    };
    log(
      `export: CSV ${Math.round(exported.csv.ms)} ms (${exported.csv.lines} lines), XLSX ${Math.round(exported.xlsx.ms)} ms (${xlsxRows} rows); its SQL direct ${Math.round(sqlBefore.ms)} ms before, ${Math.round(sqlAfter.ms)} ms after`,
    );

    // 5. Bulk RSVP on part of the seeded event.
    const { rows: picked } = await pool.query<{ id: string; is_attending: boolean | null }>(
      'select id, is_attending from rm_attendees where event_uuid = $1 and is_attending is distinct from false order by created_at, id limit $2',
      [eventUuid, config.bulkRsvpGuests],
    );
    const ids = picked.map((r) => r.id);
    const before = await stats(eventUuid);
    const expected = {
      rsvp_no: before.rsvp_no + ids.length,
      rsvp_yes: before.rsvp_yes - picked.filter((r) => r.is_attending === true).length,
      rsvp_pending: before.rsvp_pending - picked.filter((r) => r.is_attending === null).length,
    };
    const body = JSON.stringify({ attendees: ids, rsvp: false });
    log(`bulk RSVP: ${count(ids.length)} guests (${(Buffer.byteLength(body) / 2 ** 20).toFixed(1)} MB body)…`);
    const beforeBulk = await maxPosition(pool);
    const b0 = performance.now();
    const bulkReply = await send(
      originUrl,
      agent,
      { method: 'PUT', path: `/api/v2/events/${eventUuid}/attendees-bulk/set-rsvp`, headers, body },
      config.settleTimeoutMs,
    );
    const b1 = performance.now();
    if (bulkReply.status !== 200) throw new Error(`bulk RSVP → ${bulkReply.status}: ${bulkReply.body.slice(0, 500)}`);
    const bulkAnswer = JSON.parse(bulkReply.body) as { data: { updated: number } };
    let afterStats: Stats = before;
    const matches = (s: Stats) => s.rsvp_no === expected.rsvp_no && s.rsvp_yes === expected.rsvp_yes && s.rsvp_pending === expected.rsvp_pending;
    await pollUntil('stats after the bulk RSVP', async () => matches((afterStats = await stats(eventUuid))), b1, 50, config.settleTimeoutMs);
    const b2 = performance.now();
    const afterBulk = await maxPosition(pool);
    await waitForProjections(pool, config.settleTimeoutMs);
    log(`bulk RSVP: answered in ${Math.round(b1 - b0)} ms, stats ${Math.round(b2 - b1)} ms later`);

    // What the yardsticks copy, as it stands now: run.ts has PostgreSQL write it alone later (guest-management-yardsticks.ts).
    const yardstickMarks: YardstickMarks = {
      beforeSeed,
      afterSeed,
      beforeUpload,
      afterUpload,
      beforeBulk,
      afterBulk,
      seedGuestIds: await guestIdsOf(pool, eventUuid),
      uploadGuestIds: await guestIdsOf(pool, uploadEvent),
      bulkIds: ids,
    };

    return {
      config,
      in_browser: inBrowser,
      /** The seeded organiser's session, for the scenarios that follow on the same event (not written to the results). */
      access: { token: api.token },
      /** What measureYardsticks copies (not written to the results). */
      yardstickMarks,
      seed: {
        guests: config.guests,
        seeded_guests: seededLine ? Number(seededLine[1]!.replace(/,/g, '')) : null,
        seed_reported_s: seededLine ? Number(seededLine[2]) : null,
        event_uuid: eventUuid,
        ms: round1(seedMs),
        events: seedEvents.events,
        event_payload_bytes: seedEvents.payloadBytes,
        login_ms: round1(loginMs),
        stats_total_after_seed_ms: round1(statsTotalMs),
        every_projection_after_seed_ms: round1(allProjectedMs),
      },
      list,
      stats: statsRoute,
      upload,
      export: exported,
      bulk_rsvp: {
        guests: ids.length,
        body_bytes: Buffer.byteLength(body),
        status: bulkReply.status,
        answer_ms: round1(b1 - b0),
        updated: bulkAnswer.data.updated,
        stats_after_answer_ms: round1(b2 - b1),
        stats_before: before,
        stats_after: afterStats,
        stats_expected: expected,
      },
    };
  } finally {
    agent.destroy();
    await directPool.end().catch(() => undefined);
  }
}

export type GuestManagementResult = Awaited<ReturnType<typeof runGuestManagement>>;

export interface GuestManagementTargets {
  listP95Ms: number;
  listToDirectSql: number;
  uploadTotalMs: number;
  bulkRsvpAnswerMs: number;
}

/** The part's rows of the bench table. */
export function guestManagementRows(r: GuestManagementResult, yardsticks: GuestManagementYardsticks | null, targets: GuestManagementTargets): Row[] {
  const n = (v: number) => num(v);
  const mb = (bytes: number) => `${num(bytes / 2 ** 20, 1)} MB`;
  const s = (v: number) => `${num(v / 1000, 1)} s`;
  // A yardstick's words, or that it was not measured (its run failed).
  const alone = (say: (y: GuestManagementYardsticks) => string) => (yardsticks ? say(yardsticks) : 'not measured');
  const { seed, list, stats, upload, export: exported, bulk_rsvp: bulk } = r;
  // Said beside a figure whose SQL ran while the guest table had never been analysed.
  const stale = (p: Awaited<ReturnType<typeof plannerStatistics>>) => (p && p.rm_attendees_reltuples < 0 ? '; table never analysed' : '');
  const listOk = list.failures === 0 && list.api_total === list.direct_total && list.api_page_rows === list.direct_page_rows;
  const uploadOk = upload.status === 'done' && upload.created === upload.rows && upload.failed === 0 && upload.stats_total === upload.rows;
  const bulkOk = bulk.status === 200 && bulk.updated === bulk.guests;
  return [
    {
      figure: `Seed ${n(seed.guests)} guests (command handlers)`,
      value: s(seed.ms),
      against: `PostgreSQL alone: its ${n(seed.events)} events in ${alone((y) => s(y.seed.events_ms))}`,
      verdict: 'info',
    },
    {
      figure: 'Seed → stats total (projections)',
      value: ms(seed.stats_total_after_seed_ms),
      against: `all projections ${s(seed.every_projection_after_seed_ms)}; PG alone: ${alone((y) => `${n(y.seed.guest_rows)} rows in ${s(y.seed.guest_rows_ms)}`)}`,
      verdict: 'info',
    },
    {
      figure: `Guest list p50 (${n(seed.guests)} guests, rsvp_yes, "${r.config.search}")`,
      value: ms(list.api_ms.p50),
      against: `direct SQL p50 ${ms(list.direct_sql_ms.p50)}`,
      verdict: 'info',
    },
    {
      figure: 'Guest list p95',
      value: ms(list.api_ms.p95),
      against: `target ≤ ${targets.listP95Ms} ms (direct SQL p95 ${ms(list.direct_sql_ms.p95)}${stale(list.planner_statistics)})`,
      verdict: verdict(list.api_ms.p95 <= targets.listP95Ms && listOk),
    },
    {
      figure: 'Guest list p95 / direct SQL p95',
      value: num(list.ratio_p95, 2),
      against: `target ≤ ${targets.listToDirectSql} (p50 ratio ${num(list.ratio_p50, 2)})`,
      verdict: verdict(list.ratio_p95 <= targets.listToDirectSql),
    },
    {
      figure: 'Guest list answers (total = direct SQL count)',
      value: `${n(list.requests)} × ${n(list.api_total)}`,
      against: `expected ${n(list.direct_total)} matches, ${n(list.failures)} failed`,
      verdict: verdict(listOk),
    },
    ...guestListInBrowserRows(r.in_browser, seed.guests),
    {
      figure: 'Stats route p50 / p95',
      value: `${ms(stats.api_ms.p50)} / ${ms(stats.api_ms.p95)}`,
      against: `direct SQL ${ms(stats.direct_sql_ms.p50)} / ${ms(stats.direct_sql_ms.p95)}`,
      verdict: 'info',
    },
    {
      figure: `Upload ${n(upload.rows)} rows: file → answer`,
      value: ms(upload.phases_ms.file_to_upload_answer),
      against: `${mb(upload.bytes)} CSV, recognised as ${upload.source ?? 'nothing'}`,
      verdict: 'info',
    },
    {
      figure: 'Upload: mapping → import started',
      value: ms(upload.phases_ms.mapping_to_import_started),
      against: `mapping ${upload.mapping.map((m) => m ?? '—').join(', ')}`,
      verdict: 'info',
    },
    {
      figure: 'Upload: import started → done',
      value: ms(upload.phases_ms.import_started_to_done),
      against: `polled every ${upload.status_poll_every_ms} ms; poll p50 ${ms(upload.status_poll_ms.p50)}`,
      verdict: 'info',
    },
    {
      figure: 'Upload: done → stats total',
      value: ms(upload.phases_ms.done_to_stats_total),
      against: `all projections ${s(upload.every_projection_after_done_ms)} after done`,
      verdict: 'info',
    },
    {
      figure: 'Upload end to end',
      value: s(upload.total_ms),
      against: `target ≤ ${s(targets.uploadTotalMs)} (PG alone: events + rows ${alone((y) => s(y.upload.total_ms))}); ${n(upload.created)} created, ${n(upload.failed)} failed`,
      verdict: verdict(upload.total_ms <= targets.uploadTotalMs && uploadOk),
    },
    {
      figure: `Export CSV (${n(exported.guests)} guests)`,
      value: s(exported.csv.ms),
      against: `${mb(exported.csv.bytes)}, ${n(exported.csv.lines)} lines (expect ${n(exported.csv.expected_lines)}); its SQL direct ${s(exported.direct_sql.before_exports_ms)}${stale(exported.planner_statistics_before)}`,
      verdict: verdict(exported.csv.lines === exported.csv.expected_lines),
    },
    {
      figure: 'Export XLSX',
      value: s(exported.xlsx.ms),
      against: `${mb(exported.xlsx.bytes)}, ${n(exported.xlsx.data_rows)} rows; its SQL direct after ${s(exported.direct_sql.after_exports_ms)}${stale(exported.planner_statistics_after)}`,
      verdict: verdict(exported.xlsx.data_rows === exported.guests),
    },
    {
      figure: `Bulk RSVP ${n(bulk.guests)} guests: answer`,
      value: s(bulk.answer_ms),
      against: `target ≤ ${s(targets.bulkRsvpAnswerMs)} (PG alone: its events in one tx ${alone((y) => s(y.bulk_rsvp.events_one_transaction_ms))})`,
      verdict: verdict(bulk.answer_ms <= targets.bulkRsvpAnswerMs && bulkOk),
    },
    {
      figure: 'Bulk RSVP: answer → stats show it',
      value: s(bulk.stats_after_answer_ms),
      against: `PG alone: ${alone((y) => `UPDATE of ${n(y.bulk_rsvp.rows)} rows ${s(y.bulk_rsvp.update_rows_ms)}`)}`,
      verdict: 'info',
    },
  ];
}
