import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { BoundedCache } from './bounded-cache.ts';
import { newKey } from './envelope-cipher.ts';

/** A subject's key, or null once the subject was forgotten (the key is gone for good). */
export type SubjectKey = Buffer | null;

// About 10 MB of keys: enough for a 100,000-guest event's bulk commands to find theirs here.
const CACHED_KEYS = 50_000;

// Readers trust keys they have seen alive for this long at most, whatever they hear.
const LIVE_KEYS_MS = 60_000;

/**
 * The per-person keys (`personal_data_keys`). Writers may use a cached key:
 * if the subject is forgotten meanwhile, what they write is as unreadable as
 * the rest. Readers keep the keys they have seen alive until any process
 * appends a forgetting (every process hears of it: the store calls
 * `forgetLiveKeys`), or for a minute at most; asking the table for every
 * batch and every command's decision cost more than the decrypting itself.
 */
export class PersonalDataKeys {
  private readonly cache = new BoundedCache<string, SubjectKey>(CACHED_KEYS);
  private readonly liveKeys = new BoundedCache<string, Buffer>(CACHED_KEYS);
  private liveSince = Date.now();

  constructor(private readonly db: Db) {}

  /** Subjects this process holds no key for. */
  unknown(subjects: Iterable<string>): string[] {
    return [...subjects].filter((subject) => !this.cache.has(subject));
  }

  /**
   * Keys to seal with: known ones from the cache, the others read, or created
   * on first use, through `executor` (the append's own transaction). One
   * statement for the whole batch. Not cached here: the caller does that
   * after its commit, so a rolled-back key is never used again.
   */
  async forWriting(subjects: string[], executor: Db): Promise<Map<string, SubjectKey>> {
    const keys = new Map<string, SubjectKey>();
    for (const subject of subjects) {
      const cached = this.cache.get(subject);
      if (cached !== undefined) keys.set(subject, cached);
    }
    let wanted = subjects.filter((subject) => !keys.has(subject));
    for (let attempt = 0; wanted.length > 0; attempt++) {
      if (attempt === 3) throw new Error('personal data keys could not be created');
      const candidates = wanted.map(() => newKey().toString('base64'));
      const result = await sql<{ subject_id: string; key: Buffer | null }>`
        with wanted as (select * from unnest(${wanted}::uuid[], ${candidates}::text[]) as w(subject_id, key_base64)),
        existing as (select k.subject_id, k.key from wanted w join personal_data_keys k on k.subject_id = w.subject_id),
        created as (
          insert into personal_data_keys (subject_id, key)
          select w.subject_id, decode(w.key_base64, 'base64') from wanted w
          where not exists (select 1 from existing e where e.subject_id = w.subject_id)
          on conflict (subject_id) do nothing
          returning subject_id, key
        )
        select subject_id::text, key from existing union all select subject_id::text, key from created`.execute(executor);
      for (const row of result.rows) keys.set(row.subject_id, row.key);
      // A key another writer created at the same moment is read again, now committed.
      wanted = wanted.filter((subject) => !keys.has(subject));
    }
    return keys;
  }

  /** The live keys of these subjects, from the table; a forgotten or unknown subject has none. */
  async forReading(subjects: string[]): Promise<Map<string, Buffer>> {
    if (Date.now() - this.liveSince > LIVE_KEYS_MS) this.forgetLiveKeys();
    const keys = new Map<string, Buffer>();
    const missing: string[] = [];
    for (const subject of subjects) {
      const key = this.liveKeys.get(subject);
      if (key) keys.set(subject, key);
      else missing.push(subject);
    }
    if (missing.length === 0) return keys;
    const result = await sql<{ subject_id: string; key: Buffer }>`
      select k.subject_id::text, k.key from unnest(${missing}::uuid[]) as s(subject_id)
      join personal_data_keys k on k.subject_id = s.subject_id
      where k.key is not null`.execute(this.db);
    for (const row of result.rows) {
      keys.set(row.subject_id, row.key);
      this.liveKeys.set(row.subject_id, row.key);
    }
    return keys;
  }

  /** After a commit: these keys are known to exist (or to be gone). */
  remember(keys: Map<string, SubjectKey>): void {
    for (const [subject, key] of keys) {
      this.cache.set(subject, key);
      if (key) this.liveKeys.set(subject, key);
    }
  }

  /** Always safe: the next write to these subjects asks the table. */
  evict(subjects: Iterable<string>): void {
    for (const subject of subjects) {
      this.cache.delete(subject);
      this.liveKeys.delete(subject);
    }
  }

  /** Someone, somewhere, forgot someone: readers ask the table again. */
  forgetLiveKeys(): void {
    this.liveKeys.clear();
    this.liveSince = Date.now();
  }
}
