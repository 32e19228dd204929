import { randomPool } from './random-pool.ts';

const nextRandom = randomPool(16);

/**
 * A time-ordered UUID (RFC 9562, version 7): 48 bits of Unix milliseconds,
 * then random bits. Event ids made this way land at the end of any index on
 * them (the activity feed's), instead of on random pages.
 */
export function uuidv7(now = Date.now()): string {
  // Drawn for this id alone: the time and version bits are written into it.
  const bytes = nextRandom();
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
