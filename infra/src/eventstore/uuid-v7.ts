import { randomFillSync } from 'node:crypto';

// One call to the system's random source per 256 ids instead of one per id:
// a bulk command makes tens of thousands of event ids at once.
const IDS_PER_REFILL = 256;
const pool = Buffer.alloc(16 * IDS_PER_REFILL);
let offset = pool.length;

function nextRandom16(): Buffer {
  if (offset >= pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const bytes = Buffer.from(pool.subarray(offset, offset + 16));
  offset += 16;
  return bytes;
}

/**
 * A time-ordered UUID (RFC 9562, version 7): 48 bits of Unix milliseconds,
 * then random bits. Event ids made this way land at the end of any index on
 * them (the activity feed's), instead of on random pages.
 */
export function uuidv7(now = Date.now()): string {
  const bytes = nextRandom16();
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
