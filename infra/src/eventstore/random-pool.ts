import { randomBytes } from 'node:crypto';

/**
 * Random bytes drawn `size` at a time from a block fetched `perBlock` draws
 * at once: one call to the system's generator per block instead of one per
 * draw (a bulk upload makes 100,000 keys, IVs and ids). Each draw is a view
 * of its own block, which is replaced, never refilled, so it stays valid.
 */
export function randomPool(size: number, perBlock = 1024): () => Buffer {
  let block = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset >= block.length) {
      block = randomBytes(size * perBlock);
      offset = 0;
    }
    const draw = block.subarray(offset, offset + size);
    offset += size;
    return draw;
  };
}
