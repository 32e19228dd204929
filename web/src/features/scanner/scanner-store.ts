import type { ScanInput, ScannerGuest } from '@/api/scanner'

/**
 * The scanner's offline memory in IndexedDB: each event's roster (to name
 * guests and count arrivals without the network) and the queue of scans made
 * while offline, in the order they were made, each with the Idempotency-Key
 * it was given when it was made.
 */
const DB_NAME = 'usher-scanner'
const ROSTER = 'roster'
const QUEUE = 'queue'

export type QueuedScan = {
  seq?: number
  event_uuid: string
  /** The Idempotency-Key the scan got when it was made; the sync sends it unchanged. */
  key: string
  input: ScanInput
  /** The guest the roster named at scan time (null: not in the local roster). */
  guest_id: string | null
  made_at: string
}

type RosterRecord = ScannerGuest & { event_uuid: string }

let opening: Promise<IDBDatabase> | null = null

function openDb(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1)
    request.onupgradeneeded = () => {
      const db = request.result
      db.createObjectStore(ROSTER, { keyPath: ['event_uuid', 'id'] })
      db.createObjectStore(QUEUE, { keyPath: 'seq', autoIncrement: true }).createIndex('event', 'event_uuid')
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => {
      opening = null
      reject(request.error ?? new Error('IndexedDB is not available'))
    }
  })
  return opening
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'))
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'))
  })
}

function result<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'))
  })
}

const eventRange = (eventUuid: string) => IDBKeyRange.bound([eventUuid, ''], [eventUuid, '\uffff'])

/** Replaces the event's stored roster with a fresh one from the server. */
export async function saveRoster(eventUuid: string, guests: ScannerGuest[]): Promise<void> {
  const db = await openDb()
  const transaction = db.transaction(ROSTER, 'readwrite')
  const store = transaction.objectStore(ROSTER)
  store.delete(eventRange(eventUuid))
  for (const guest of guests) store.put({ ...guest, event_uuid: eventUuid } satisfies RosterRecord)
  await done(transaction)
}

export async function saveRosterGuest(eventUuid: string, guest: ScannerGuest): Promise<void> {
  const db = await openDb()
  const transaction = db.transaction(ROSTER, 'readwrite')
  transaction.objectStore(ROSTER).put({ ...guest, event_uuid: eventUuid } satisfies RosterRecord)
  await done(transaction)
}

export async function loadRoster(eventUuid: string): Promise<ScannerGuest[]> {
  const db = await openDb()
  const records = await result(db.transaction(ROSTER).objectStore(ROSTER).getAll(eventRange(eventUuid)) as IDBRequest<RosterRecord[]>)
  return records.map(({ event_uuid: _event, ...guest }) => guest)
}

export async function enqueueScan(scan: QueuedScan): Promise<void> {
  const db = await openDb()
  const transaction = db.transaction(QUEUE, 'readwrite')
  transaction.objectStore(QUEUE).add(scan)
  await done(transaction)
}

/** The event's queued scans, oldest first. */
export async function queuedScans(eventUuid: string): Promise<QueuedScan[]> {
  const db = await openDb()
  const scans = await result(db.transaction(QUEUE).objectStore(QUEUE).index('event').getAll(eventUuid) as IDBRequest<QueuedScan[]>)
  return scans.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))
}

/** How many scans wait for the event (cheaper than reading them, once per scan). */
export async function queuedCount(eventUuid: string): Promise<number> {
  const db = await openDb()
  return result(db.transaction(QUEUE).objectStore(QUEUE).index('event').count(eventUuid))
}

export async function dequeueScan(seq: number): Promise<void> {
  const db = await openDb()
  const transaction = db.transaction(QUEUE, 'readwrite')
  transaction.objectStore(QUEUE).delete(seq)
  await done(transaction)
}
