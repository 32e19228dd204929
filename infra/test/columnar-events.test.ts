import { describe, expect, it } from 'vitest';
import { columnarEvents } from '../src/eventstore/columnar-events.ts';
import type { EventMetadata } from '../src/eventstore/types.ts';

const metadata = (source: string): EventMetadata => ({
  actor: { type: 'system', id: null, name: null },
  event_uuid: null,
  organisation_id: null,
  correlation_id: source,
  causation_id: null,
  socket_id: null,
  occurred_at: '2026-01-01T00:00:00.000Z',
  source,
});

describe('columnarEvents', () => {
  it('sends each distinct data and metadata once, and every row names its own by index', () => {
    const shared = metadata('bulk');
    const other = metadata('other');
    const rows = [
      { stream_id: 'a', stream_position: 1, event_id: 'e1', type: 'T', schema_version: 1, data: { on: true }, metadata: shared },
      { stream_id: 'b', stream_position: 4, event_id: 'e2', type: 'T', schema_version: 2, data: { on: true }, metadata: shared },
      { stream_id: 'c', stream_position: 2, event_id: 'e3', type: 'U', schema_version: 1, data: { on: false }, metadata: other },
    ];
    const c = columnarEvents(rows);
    expect(c.streamIds).toEqual(['a', 'b', 'c']);
    expect(c.positions).toEqual([1, 4, 2]);
    expect(c.eventIds).toEqual(['e1', 'e2', 'e3']);
    expect(c.types).toEqual(['T', 'T', 'U']);
    expect(c.versions).toEqual([1, 2, 1]);
    const data = JSON.parse(c.dataJson) as unknown[];
    const metadatas = JSON.parse(c.metadataJson) as unknown[];
    expect(data).toHaveLength(2);
    expect(metadatas).toHaveLength(2);
    rows.forEach((row, i) => {
      expect(data[c.dataIndexes[i]!]).toEqual(row.data);
      expect(metadatas[c.metadataIndexes[i]!]).toEqual(row.metadata);
    });
  });

  it('gives long data, such as sealed personal fields, an entry per row without looking it up', () => {
    const shared = metadata('upload');
    const sealed = (n: number) => ({ $pii: { k: `subject-${n}`, c: 'x'.repeat(300) }, n });
    const rows = [0, 1, 2].map((n) => ({
      stream_id: `s${n}`,
      stream_position: 1,
      event_id: `e${n}`,
      type: 'AttendeeAdded',
      schema_version: 1,
      data: sealed(n),
      metadata: shared,
    }));
    const c = columnarEvents([...rows, { ...rows[0]!, stream_id: 'again', event_id: 'e3' }]);
    const data = JSON.parse(c.dataJson) as unknown[];
    expect(c.dataIndexes).toEqual([0, 1, 2, 3]);
    expect(data[3]).toEqual(rows[0]!.data);
    expect(JSON.parse(c.metadataJson)).toHaveLength(1);
  });
});
