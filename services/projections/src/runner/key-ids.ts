/**
 * An exact map from string keys to UUIDs, kept in typed arrays: a rebuild
 * remembers here which row each key it wrote went to, for a million keys and
 * more, instead of asking a unique index of the table it loads. Maintaining
 * that index row by row made the COPY into rm_activity_logs take 19.4 s of
 * PostgreSQL's time in a million-event rebuild, 12.4 s without it (and 2.0 s
 * to build it at the end); these arrays cost 32 bytes a slot, none of it for
 * the garbage collector to trace.
 *
 * A key is known by a 95-bit hash of it, not by its text: two keys sharing
 * one is as unlikely (about 1 in 10^16 at a million keys) as two sharing the
 * MD5 the live table's unique index already counts on.
 */
export class KeyIds {
  private slots: Uint32Array;
  private mask: number;
  private count = 0;

  constructor(log2Slots = 16) {
    this.slots = new Uint32Array(2 ** log2Slots * SLOT_WORDS);
    this.mask = 2 ** log2Slots - 1;
  }

  get size(): number {
    return this.count;
  }

  get(key: string): string | undefined {
    const [a, b, c] = hashOf(key);
    const at = this.find(a, b, c);
    return this.slots[at] === 0 ? undefined : uuidAt(this.slots, at + HASH_WORDS);
  }

  /** Remembers `id` (a UUID) for `key`, in place of any id it had. */
  set(key: string, id: string): void {
    const [a, b, c] = hashOf(key);
    let at = this.find(a, b, c);
    if (this.slots[at] === 0) {
      if ((this.count + 1) * LOAD_DENOMINATOR > (this.mask + 1) * LOAD_NUMERATOR) {
        this.grow();
        at = this.find(a, b, c);
      }
      this.slots[at] = a;
      this.slots[at + 1] = b;
      this.slots[at + 2] = c;
      this.count += 1;
    }
    writeUuid(this.slots, at + HASH_WORDS, id);
  }

  /** The word where the key's slot starts: its own, or the empty one it would take (linear probing). */
  private find(a: number, b: number, c: number): number {
    for (let slot = (b ^ c) & this.mask; ; slot = (slot + 1) & this.mask) {
      const at = slot * SLOT_WORDS;
      const first = this.slots[at]!;
      if (first === 0 || (first === a && this.slots[at + 1] === b && this.slots[at + 2] === c)) return at;
    }
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Uint32Array(old.length * 2);
    this.mask = this.mask * 2 + 1;
    for (let from = 0; from < old.length; from += SLOT_WORDS) {
      if (old[from] === 0) continue;
      const to = this.find(old[from]!, old[from + 1]!, old[from + 2]!);
      for (let word = 0; word < HASH_WORDS + 4; word++) this.slots[to + word] = old[from + word]!;
    }
  }
}

// A slot: the key's hash (three words, the first never 0, which marks an empty slot), then the UUID's 128
// bits, and a word unused so that a slot is half a cache line and never straddles two.
const HASH_WORDS = 3;
const SLOT_WORDS = 8;
// Grown past 60 % full, where linear probing still finds a key in a probe or two.
const LOAD_NUMERATOR = 3;
const LOAD_DENOMINATOR = 5;

/** Three 32-bit hashes in one pass over the key, each mixed to the last bit (MurmurHash3's finaliser). */
function hashOf(key: string): [number, number, number] {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  let c = 0x85ebca6b;
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
    c = Math.imul((c << 5) | (c >>> 27), 0x1b873593) ^ code;
  }
  return [(mix(a ^ key.length) | 1) >>> 0, mix(b), mix(c ^ a)];
}

function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const HEX_DIGITS = '0123456789abcdef';
/** Each byte as two lower-case hex digits. */
const BYTE_HEX = Array.from({ length: 256 }, (_, byte) => HEX_DIGITS[byte >>> 4]! + HEX_DIGITS[byte & 15]!);
// Where a UUID's text has dashes.
const DASHES = new Set([8, 13, 18, 23]);

/** The UUID's 128 bits into four words, character by character: a regular expression and slices cost twice as much. */
function writeUuid(words: Uint32Array, at: number, id: string): void {
  if (id.length !== 36) throw new Error(`Not a lower-case UUID: ${id}`);
  let word = 0;
  let digits = 0;
  for (let i = 0; i < 36; i++) {
    const code = id.charCodeAt(i);
    if (DASHES.has(i)) {
      if (code !== 0x2d) throw new Error(`Not a lower-case UUID: ${id}`);
      continue;
    }
    const digit = code >= 0x30 && code <= 0x39 ? code - 0x30 : code >= 0x61 && code <= 0x66 ? code - 0x57 : -1;
    if (digit < 0) throw new Error(`Not a lower-case UUID: ${id}`);
    word = (word << 4) | digit;
    if (++digits % 8 === 0) {
      words[at + digits / 8 - 1] = word >>> 0;
      word = 0;
    }
  }
}

function uuidAt(words: Uint32Array, at: number): string {
  const hex = (word: number) => BYTE_HEX[word >>> 24]! + BYTE_HEX[(word >>> 16) & 255]! + BYTE_HEX[(word >>> 8) & 255]! + BYTE_HEX[word & 255]!;
  const [a, b, c, d] = [hex(words[at]!), hex(words[at + 1]!), hex(words[at + 2]!), hex(words[at + 3]!)];
  return `${a}-${b.slice(0, 4)}-${b.slice(4)}-${c.slice(0, 4)}-${c.slice(4)}${d}`;
}
