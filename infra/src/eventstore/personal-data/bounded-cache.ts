/**
 * A map of at most `capacity` entries that forgets the oldest first. A ring
 * of keys gives the oldest in O(1): asking a Map for its first key after many
 * deletions walks the holes they leave, which made bulk uploads quadratic.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();
  private readonly ring: (K | undefined)[];
  private next = 0;

  constructor(capacity: number) {
    this.ring = new Array<K | undefined>(capacity);
  }

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  set(key: K, value: V): void {
    if (this.entries.has(key)) {
      this.entries.set(key, value);
      return;
    }
    const oldest = this.ring[this.next];
    // The slot may name a key deleted since: deleting it again is harmless.
    if (oldest !== undefined) this.entries.delete(oldest);
    this.ring[this.next] = key;
    this.next = (this.next + 1) % this.ring.length;
    this.entries.set(key, value);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.ring.fill(undefined);
    this.next = 0;
  }
}
