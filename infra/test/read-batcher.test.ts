import { describe, expect, it } from 'vitest';
import { ReadBatcher } from '../src/db/read-batcher.ts';

/** A read the test lets finish when it chooses, recording what each read was asked. */
function controlledReads() {
  const reads: { asks: number[]; finish: () => void; fail: (error: Error) => void }[] = [];
  const batcher = new ReadBatcher<number, number>(
    (asks) =>
      new Promise((resolve, reject) => {
        reads.push({ asks, finish: () => resolve(asks.map((ask) => ask * 10)), fail: reject });
      }),
  );
  return { batcher, reads };
}

describe('reads grouped while others are in flight', () => {
  it('reads a lone ask at once, and the asks made during the read in flight together in the next', async () => {
    const { batcher, reads } = controlledReads();
    const first = batcher.read(1);
    expect(reads.map((read) => read.asks)).toEqual([[1]]);
    const waiting = [batcher.read(2), batcher.read(3), batcher.read(4)];
    // Nothing more is read until the read in flight ends: the three wait for the same read.
    expect(reads).toHaveLength(1);
    reads[0]!.finish();
    expect(await first).toBe(10);
    // The next read starts once the finished one has settled.
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads.map((read) => read.asks)).toEqual([[1], [2, 3, 4]]);
    reads[1]!.finish();
    expect(await Promise.all(waiting)).toEqual([20, 30, 40]);
  });

  it('starts every ask’s read after the ask: one made while a read is in flight waits for the next, never joins it', async () => {
    let value = 'old';
    const started: string[] = [];
    const batcher = new ReadBatcher<string, string>(async (asks) => {
      const seen = value;
      started.push(asks.join(','));
      await new Promise((resolve) => setTimeout(resolve, 20));
      return asks.map(() => seen);
    });
    const early = batcher.read('a');
    value = 'new';
    const late = batcher.read('c');
    expect(await early).toBe('old');
    expect(await late).toBe('new');
    expect(started).toEqual(['a', 'c']);
  });

  it('fails only the asks of the read that failed', async () => {
    const { batcher, reads } = controlledReads();
    const failing = batcher.read(1);
    const other = batcher.read(2);
    reads[0]!.fail(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await new Promise((resolve) => setImmediate(resolve));
    reads[1]!.finish();
    expect(await other).toBe(20);
  });
});
