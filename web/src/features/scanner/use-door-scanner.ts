import { useCallback, useEffect, useRef, useState } from 'react'
import { fetchRosterPage, postScan, undoScan, type PartyMember, type ScanInput, type ScannerGuest } from '@/api/scanner'
import { randomId } from '@/lib/ids'
import { guestIdOfPassToken } from './pass-token'
import { partyMembersOf, withoutParty, type GuestWithParty } from './party'
import { rosterShowsAcknowledged } from './roster-freshness'
import { playScanSound } from './scan-sounds'
import { syncedView, type ScanView, type SyncConflict, type SyncedOutcome } from './scan-view'
import { dequeueScan, enqueueScan, loadRoster, queuedCount, queuedScans, saveRoster, saveRosterGuest, type QueuedScan } from './scanner-store'
import { useOnline } from './use-online'

/** How often a non-empty queue retries while the browser says it is online. */
const SYNC_RETRY_MS = 5000
/** How often the offline copy of the roster is refreshed while online with nothing queued. */
const ROSTER_REFRESH_MS = 120_000
/** After a sync, how many times the roster is read again while the server's copy does not show the synced check-ins yet. */
const ROSTER_AFTER_SYNC_ATTEMPTS = 6

type Counts = { checkedIn: number; total: number }

function countsOf(roster: Map<string, ScannerGuest>): Counts {
  let checkedIn = 0
  for (const guest of roster.values()) if (guest.checked_in_at) checkedIn++
  return { checkedIn, total: roster.size }
}

/**
 * The door scanner's state: the local roster, the offline queue and its
 * sync, the latest result. Online, a scan goes straight to the server; when
 * the server cannot be reached (or scans are still queued, to keep their
 * order), it is queued with the Idempotency-Key it got when it was made, and
 * shown from the local roster until the queue drains.
 */
export function useDoorScanner(eventUuid: string) {
  const online = useOnline()
  const roster = useRef(new Map<string, ScannerGuest>())
  const [counts, setCounts] = useState<Counts>({ checkedIn: 0, total: 0 })
  // When the counts last came whole from the server (a roster download), not from this door's own scans.
  const [countsDownloadedAt, setCountsDownloadedAt] = useState(0)
  const [rosterState, setRosterState] = useState<'loading' | 'ready' | 'offline-copy' | 'failed'>('loading')
  const [queueLength, setQueueLength] = useState(0)
  const [syncing, setSyncing] = useState(false)
  const [result, setResult] = useState<ScanView | null>(null)
  const [conflicts, setConflicts] = useState<SyncConflict[]>([])
  const [syncedCount, setSyncedCount] = useState(0)
  const [signedOut, setSignedOut] = useState(false)
  const draining = useRef(false)

  const remember = useCallback(
    (scanned: GuestWithParty) => {
      const guest = withoutParty(scanned)
      roster.current.set(guest.id, guest)
      setCounts(countsOf(roster.current))
      void saveRosterGuest(eventUuid, guest).catch(() => undefined)
    },
    [eventUuid],
  )

  const refreshQueueLength = useCallback(async () => {
    const queue = await queuedScans(eventUuid)
    setQueueLength(queue.length)
    return queue
  }, [eventUuid])

  /**
   * Every page of the roster from the server, stored for offline use; false
   * (and not used) when it does not show the `acknowledged` check-ins yet.
   */
  const downloadRoster = useCallback(
    async (acknowledged: ReadonlySet<string> = new Set()): Promise<boolean> => {
      const guests: ScannerGuest[] = []
      let after: string | null = null
      let serverCounts: Counts
      do {
        const page = await fetchRosterPage(eventUuid, after)
        guests.push(...page.data)
        after = page.meta.next_after
        serverCounts = { checkedIn: page.meta.checked_in, total: page.meta.total }
      } while (after)
      const downloaded = new Map(guests.map((guest) => [guest.id, guest]))
      if (!rosterShowsAcknowledged(downloaded, acknowledged)) return false
      roster.current = downloaded
      // The counters as the server keeps them (the same as the stats the page shows online), read with the last page.
      setCounts(serverCounts)
      setCountsDownloadedAt(Date.now())
      setRosterState('ready')
      await saveRoster(eventUuid, guests)
      return true
    },
    [eventUuid],
  )

  /** The roster once the server's copy shows the check-ins a sync just made (on a busy server, a few seconds later). */
  const downloadRosterAfterSync = useCallback(
    async (acknowledged: ReadonlySet<string>) => {
      for (let attempt = 1; attempt <= ROSTER_AFTER_SYNC_ATTEMPTS; attempt++) {
        if (await downloadRoster(acknowledged).catch(() => true)) return
        await new Promise((resolve) => setTimeout(resolve, SYNC_RETRY_MS))
      }
    },
    [downloadRoster],
  )

  const drainQueue = useCallback(async () => {
    if (draining.current) return
    draining.current = true
    setSyncing(true)
    const acknowledged = new Set<string>()
    // The last answered scan's removal from the queue, under way while the next scan is sent: the server still
    // gets the scans one after another, in order, and a scan sent again after a reload that came between its
    // answer and its removal carries its Idempotency-Key, so it is answered as before and counted once.
    let removing: Promise<void> = Promise.resolve()
    try {
      // Scans made while this runs queue behind it: go round until none is left.
      for (let queue = await refreshQueueLength(); queue.length > 0; queue = await refreshQueueLength()) {
        for (const scan of queue) {
          const outcome = await postScan(eventUuid, scan.input, scan.key)
          await removing
          if (outcome.kind === 'unreachable') return
          setSignedOut(outcome.kind === 'signed_out')
          if (outcome.kind === 'signed_out') return
          settleQueued(scan, outcome)
          removing = dequeueScan(scan.seq!).then(() => setQueueLength((length) => Math.max(0, length - 1)))
        }
        await removing
      }
    } finally {
      // The queue is read again only once every answered scan has left it.
      await removing.catch(() => undefined)
      draining.current = false
      setSyncing(false)
    }
    await downloadRosterAfterSync(acknowledged)

    function settleQueued(scan: QueuedScan, outcome: SyncedOutcome) {
      const local = scan.guest_id ? roster.current.get(scan.guest_id) : undefined
      // The card may still show this scan as queued: it now says what became of it.
      setResult((view) => syncedView(view, scan.guest_id, outcome))
      if (outcome.kind === 'checked_in') {
        remember(outcome.guest)
        acknowledged.add(outcome.guest.id)
        setSyncedCount((count) => count + 1)
        return
      }
      if (outcome.kind === 'already_checked_in') {
        remember(outcome.guest)
        acknowledged.add(outcome.guest.id)
        setConflicts((list) => [...list, { key: scan.key, kind: outcome.kind, name: outcome.guest.name, checkedIn: outcome.guest }])
        return
      }
      // Not a check-in after all: the guest the roster marked while offline is not in.
      if (local) remember({ ...local, checked_in_at: null, checked_in_by: null })
      const detail = outcome.kind === 'not_on_this_event' ? 'Not on this event' : outcome.message
      setConflicts((list) => [...list, { key: scan.key, kind: outcome.kind, name: local?.name ?? 'Unknown pass', detail }])
    }
  }, [eventUuid, downloadRosterAfterSync, refreshQueueLength, remember])

  // The stored roster first (works offline), then the server's, once the queue is empty.
  useEffect(() => {
    let cancelled = false
    void (async () => {
      const stored = await loadRoster(eventUuid).catch(() => [])
      if (cancelled) return
      roster.current = new Map(stored.map((guest) => [guest.id, guest]))
      setCounts(countsOf(roster.current))
      if (stored.length > 0) setRosterState('offline-copy')
      const queue = await refreshQueueLength().catch(() => [])
      if (cancelled || !navigator.onLine) return
      if (queue.length > 0) await drainQueue()
      else await downloadRoster().catch(() => !cancelled && setRosterState(stored.length > 0 ? 'offline-copy' : 'failed'))
    })()
    return () => {
      cancelled = true
    }
  }, [eventUuid, downloadRoster, drainQueue, refreshQueueLength])

  // Back online: send the queue, in order, with the keys the scans were made with.
  useEffect(() => {
    if (!online || queueLength === 0) return
    void drainQueue()
    const timer = window.setInterval(() => void drainQueue(), SYNC_RETRY_MS)
    return () => window.clearInterval(timer)
  }, [online, queueLength, drainQueue])

  // Other doors' check-ins reach the offline copy too, so an offline scan can still say 'Already checked in'.
  useEffect(() => {
    if (!online || queueLength > 0) return
    const timer = window.setInterval(() => void downloadRoster().catch(() => undefined), ROSTER_REFRESH_MS)
    return () => window.clearInterval(timer)
  }, [online, queueLength, downloadRoster])

  const show = useCallback((view: ScanView) => {
    setResult(view)
    playScanSound(view.kind === 'checked_in' ? 'success' : view.kind === 'already_checked_in' ? 'already' : view.kind === 'queued' ? 'queued' : 'rejected')
  }, [])

  /**
   * One check-in, online straight away or queued: what the card should say.
   * A scan and each plus-one the door admits from a party go through here.
   */
  const submit = useCallback(
    async (input: ScanInput): Promise<ScanView> => {
      const guestId = 'token' in input ? guestIdOfPassToken(input.token) : input.attendee_id
      // Not even shaped like a pass: no guest to look for, online or not.
      if (!guestId) return { kind: 'not_on_this_event' }
      const key = randomId()
      // While scans wait, new ones queue behind them, so the server sees them in the order they were made.
      const waiting = await queuedCount(eventUuid).catch(() => 0)
      if (navigator.onLine && waiting === 0) {
        const outcome = await postScan(eventUuid, input, key)
        if (outcome.kind === 'checked_in') {
          remember(outcome.guest)
          return { kind: 'checked_in', guest: outcome.guest, undone: false }
        }
        if (outcome.kind === 'already_checked_in') {
          remember(outcome.guest)
          return { kind: 'already_checked_in', guest: outcome.guest }
        }
        if (outcome.kind === 'not_on_this_event') return { kind: 'not_on_this_event' }
        if (outcome.kind === 'refused') return { kind: 'refused', message: outcome.message }
        if (outcome.kind === 'signed_out') setSignedOut(true)
      }
      const local = roster.current.get(guestId) ?? null
      if (local?.checked_in_at) return { kind: 'already_checked_in', guest: local }
      await enqueueScan({ event_uuid: eventUuid, key, input, guest_id: local?.id ?? null, made_at: new Date().toISOString() })
      setQueueLength((length) => length + 1)
      if (local) remember({ ...local, checked_in_at: new Date().toISOString(), checked_in_by: null })
      return { kind: 'queued', guest: local }
    },
    [eventUuid, remember],
  )

  const scan = useCallback(async (input: ScanInput) => show(await submit(input)), [submit, show])

  /**
   * The door admits these members of the shown party: each is its own
   * check-in (its own stream, its own key, queued like any scan when
   * offline). The card stays on the party, now with them in.
   */
  const [admitting, setAdmitting] = useState(false)
  const admit = useCallback(
    async (ids: string[]) => {
      setAdmitting(true)
      try {
        const refused: string[] = []
        const admittedIds: string[] = []
        for (const id of ids) {
          const view = await submit({ attendee_id: id })
          if (view.kind === 'not_on_this_event' || view.kind === 'refused') refused.push(roster.current.get(id)?.name ?? 'A guest')
          if (view.kind === 'checked_in') admittedIds.push(id)
        }
        playScanSound(refused.length === 0 ? 'success' : 'rejected')
        // A new object: the card shows the members' new state, and the counters are asked again.
        setResult((current) => (current && 'guest' in current ? { ...current, admitted: ids.length - refused.length, refused, admittedIds } : current))
      } finally {
        setAdmitting(false)
      }
    },
    [submit],
  )

  /** The shown guest's party with each member's check-in as this door knows it now. */
  const partyOf = useCallback((guest: GuestWithParty): PartyMember[] => partyMembersOf(guest, roster.current), [])

  /** A guest's check-in as this door knows it (its own scans included), for lists read from the server earlier. */
  const localGuest = useCallback((id: string): ScannerGuest | undefined => roster.current.get(id), [])

  const undo = useCallback(async () => {
    if (result?.kind !== 'checked_in' || result.undone) return
    await undoScan(result.guest.id, randomId())
    remember({ ...result.guest, checked_in_at: null, checked_in_by: null })
    setResult({ ...result, undone: true })
  }, [result, remember])

  const findLocal = useCallback((text: string, limit = 8): ScannerGuest[] => {
    const needle = text.trim().toLowerCase()
    if (!needle) return []
    const found: ScannerGuest[] = []
    for (const guest of roster.current.values()) {
      if (guest.name.toLowerCase().includes(needle)) found.push(guest)
      if (found.length >= limit) break
    }
    return found
  }, [])

  return {
    online,
    counts,
    countsDownloadedAt,
    signedOut,
    rosterState,
    queueLength,
    syncing,
    syncedCount,
    result,
    conflicts,
    scan,
    admit,
    admitting,
    partyOf,
    localGuest,
    undo,
    findLocal,
    dismissConflicts: () => setConflicts([]),
  }
}
