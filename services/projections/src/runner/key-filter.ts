/**
 * A Bloom filter over strings: `mightHave` is false only for keys never
 * added, and true for a few it never saw (about 1 in 1,500 at a million keys).
 * A rebuild uses it to skip asking the database about keys it has not written
 * yet; a false "maybe" costs one lookup, never a wrong answer.
 */
export class KeyFilter {
  private readonly bits: Uint32Array;
  private readonly mask: number;

  /** `log2Bits` of 25 is 4 MiB, right for a few million keys. */
  constructor(log2Bits = 25) {
    this.bits = new Uint32Array(2 ** (log2Bits - 5));
    this.mask = 2 ** log2Bits - 1;
  }

  add(key: string): void {
    for (const bit of this.positions(key)) this.bits[bit >>> 5] = (this.bits[bit >>> 5] ?? 0) | (1 << (bit & 31));
  }

  mightHave(key: string): boolean {
    for (const bit of this.positions(key)) if (((this.bits[bit >>> 5] ?? 0) & (1 << (bit & 31))) === 0) return false;
    return true;
  }

  /** Three positions from two independent hashes (Kirsch–Mitzenmacher double hashing). */
  private positions(key: string): [number, number, number] {
    let a = 0x811c9dc5;
    let b = 0x9747b28c;
    for (let i = 0; i < key.length; i++) {
      const c = key.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x5bd1e995);
      b ^= b >>> 15;
    }
    a >>>= 0;
    b = (b | 1) >>> 0;
    return [a & this.mask, (a + b) & this.mask, (a + 2 * b) & this.mask];
  }
}
