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

/** A row's sum, with the keys of the breakdown and contribution it sums (addTo finds it again by them). */
interface Sum {
  row: CountRow;
  dimensionKey: string;
  contributionKey: string;
}

/** The sums of one event's bucket: by breakdown key, then by contribution key. */
type BucketSums = Map<string, Map<string, Sum>>;

/**
 * Guests' changes summed per count row (event, breakdown, measure, subject,
 * bucket), so each row is written once however many changes moved it. Set
 * `at` to the event a change is of before adding its moves. A move finds its
 * sum through maps keyed by the strings it already holds: a rebuild adds
 * millions of moves, and a key joined for each was most of the reports' garbage.
 */
export class CountSums implements CountSink {
  private readonly buckets = new Map<string, BucketSums>();
  private readonly sums: Sum[] = [];
  private eventUuid = '';
  private changed = 0;
  /** The sums of the change's own bucket, where every move but an arrival goes. */
  private changedSums: BucketSums | null = null;

  get size(): number {
    return this.sums.length;
  }

  /** The event the next moves are of, and the bucket of its change. */
  at(eventUuid: string, changedBucket: number): void {
    if (eventUuid === this.eventUuid && changedBucket === this.changed && this.changedSums) return;
    this.eventUuid = eventUuid;
    this.changed = changedBucket;
    this.changedSums = this.bucketSums(eventUuid, changedBucket);
  }

  add(dimension: Dimension, contribution: Contribution, delta: number): void {
    const bucket = contribution.bucket ?? this.changed;
    const sums = bucket === this.changed && this.changedSums ? this.changedSums : this.bucketSums(this.eventUuid, bucket);
    const sum = this.sumIn(sums, dimension.key, contribution.key);
    if (sum) sum.row.delta += delta;
    else {
      const row = {
        event_uuid: this.eventUuid,
        dimension: dimension.dimension,
        dimension_value: dimension.value,
        measure: contribution.measure,
        subject: contribution.subject,
        bucket,
        delta,
      };
      this.put(sums, { row, dimensionKey: dimension.key, contributionKey: contribution.key });
    }
  }

  /** Adds these sums to `into`'s. */
  addTo(into: CountSums): void {
    for (const { row, dimensionKey, contributionKey } of this.sums) {
      const sums = into.bucketSums(row.event_uuid, row.bucket);
      const sum = into.sumIn(sums, dimensionKey, contributionKey);
      if (sum) sum.row.delta += row.delta;
      else into.put(sums, { row: { ...row }, dimensionKey, contributionKey });
    }
  }

  private bucketSums(eventUuid: string, bucket: number): BucketSums {
    const key = `${eventUuid}\u0001${bucket}`;
    let sums = this.buckets.get(key);
    if (!sums) this.buckets.set(key, (sums = new Map()));
    return sums;
  }

  private sumIn(sums: BucketSums, dimensionKey: string, contributionKey: string): Sum | undefined {
    return sums.get(dimensionKey)?.get(contributionKey);
  }

  private put(sums: BucketSums, sum: Sum): void {
    let byContribution = sums.get(sum.dimensionKey);
    if (!byContribution) sums.set(sum.dimensionKey, (byContribution = new Map()));
    byContribution.set(sum.contributionKey, sum);
    this.sums.push(sum);
  }

  clear(): void {
    this.buckets.clear();
    this.sums.length = 0;
    this.eventUuid = '';
    this.changedSums = null;
  }

  /** The rows that moved, in key order: two writers of the same buckets then never wait on each other in a circle. */
  private moved() {
    const rows = this.sums.map((sum) => sum.row).filter((row) => row.delta !== 0);
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
