import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import type { ReportDimension } from '@usher/read-models/tables/reports';
import { insertRows } from '../runner/insert-rows.ts';
import type { Contribution, CountSink, Dimension } from './report-guest.ts';

interface CountRow {
  event_uuid: string;
  dimension: ReportDimension;
  dimension_value: string;
  measure: string;
  subject: string;
  /** The bucket's start, epoch milliseconds. */
  bucket: number;
  delta: number;
}

const CHUNK = 1000;

/**
 * Guests' changes summed per count row (event, breakdown, measure, subject,
 * bucket), so each row is written once however many changes moved it. Set
 * `at` to the event a change is of before adding its moves.
 */
export class CountSums implements CountSink {
  private readonly rows = new Map<string, CountRow>();
  private eventUuid = '';
  private changed = 0;

  get size(): number {
    return this.rows.size;
  }

  /** The event the next moves are of, and the bucket of its change. */
  at(eventUuid: string, changedBucket: number): void {
    this.eventUuid = eventUuid;
    this.changed = changedBucket;
  }

  add(dimension: Dimension, contribution: Contribution, delta: number): void {
    const bucket = contribution.bucket ?? this.changed;
    const key = `${this.eventUuid}\u0001${bucket}\u0001${dimension.key}\u0001${contribution.key}`;
    const row = this.rows.get(key);
    if (row) row.delta += delta;
    else
      this.rows.set(key, {
        event_uuid: this.eventUuid,
        dimension: dimension.dimension,
        dimension_value: dimension.value,
        measure: contribution.measure,
        subject: contribution.subject,
        bucket,
        delta,
      });
  }

  /** Adds these sums to `into`'s. */
  addTo(into: CountSums): void {
    for (const [key, row] of this.rows) {
      const sum = into.rows.get(key);
      if (sum) sum.delta += row.delta;
      else into.rows.set(key, { ...row });
    }
  }

  clear(): void {
    this.rows.clear();
  }

  /** The rows that moved, in key order: two writers of the same buckets then never wait on each other in a circle. */
  private moved() {
    const rows = [...this.rows.values()].filter((row) => row.delta !== 0);
    const order = (row: CountRow) => `${row.event_uuid}\u0001${row.dimension}\u0001${row.measure}\u0001${row.dimension_value}\u0001${row.subject}`;
    const keyed = rows.map((row) => ({ key: order(row), row }));
    keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.row.bucket - b.row.bucket));
    return keyed.map(({ row }) => ({ ...row, bucket: new Date(row.bucket) }));
  }

  /** Adds the sums to rm_report_counts. */
  async write(trx: Db): Promise<void> {
    const rows = this.moved();
    for (let start = 0; start < rows.length; start += CHUNK) {
      await trx
        .insertInto('rm_report_counts')
        .values(rows.slice(start, start + CHUNK))
        .onConflict((conflict) =>
          conflict
            .columns(['event_uuid', 'dimension', 'measure', 'dimension_value', 'subject', 'bucket'])
            .doUpdateSet({ delta: sql<number>`rm_report_counts.delta + excluded.delta` }),
        )
        .execute();
    }
  }

  /** Copies the sums into an rm_report_counts that holds none of their rows yet (a rebuild's). */
  async copyInto(trx: Db): Promise<void> {
    await insertRows(trx, 'rm_report_counts', this.moved());
  }
}
