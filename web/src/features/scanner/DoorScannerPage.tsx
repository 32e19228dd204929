import { useCallback, useEffect, useRef, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, Camera, CameraOff } from 'lucide-react'
import { attendeeKeys, attendeeStatsQuery } from '@/api/attendees'
import { eventQuery } from '@/api/events'
import { eventAreasOf } from '@usher/domain/access/event-areas'
import { Button } from '@/components/ui/button'
import { SegmentedControl } from '@/components/ui/segmented-control'
import { useDocumentTitle } from '@/lib/page-title'
import { useEventChannel } from '@/lib/realtime'
import { GuestSearch } from './GuestSearch'
import { ManualCodeEntry } from './ManualCodeEntry'
import { ScanResultCard } from './ScanResultCard'
import { DoorSeatPlan } from './DoorSeatPlan'
import { ScannerStatusBar } from './ScannerStatusBar'
import { BadgeOnCheckIn } from './BadgeOnCheckIn'
import { SyncConflictList } from './SyncConflictList'
import { registerScannerWorker } from './register-scanner-worker'
import { unlockScanSounds } from './scan-sounds'
import { useDoorScanner } from './use-door-scanner'
import { useQrCamera, type CameraState } from './use-qr-camera'
import { LiveStatusBadge } from '@/components/feedback/LiveStatusBadge'
import { useAbility } from '@/lib/use-ability'

const CAMERA_MESSAGES: Record<Exclude<CameraState, 'on'>, string> = {
  starting: 'Starting the camera…',
  off: 'Camera off',
  denied: 'Camera access was refused. Allow it in the browser, or search by name below.',
  unavailable: 'No camera available. Search by name or enter a code below.',
}

type Fallback = 'search' | 'code'

const CAMERA_PREFERENCE = 'usher.scanner.camera'

/** The door: camera first, the answer big and coloured, search and code entry for passes that will not scan. */
export function DoorScannerPage({ uuid }: { uuid: string }) {
  const event = useQuery({ ...eventQuery(uuid), retry: false })
  useDocumentTitle(event.data ? `Scanner · ${event.data.name}` : 'Door scanner')
  const scanner = useDoorScanner(uuid)
  // A scanner reloaded offline has no event yet: ask again as soon as the network is back.
  const { refetch: refetchEvent } = event
  const eventMissing = !event.data
  useEffect(() => {
    if (scanner.online && eventMissing) void refetchEvent()
  }, [scanner.online, eventMissing, refetchEvent])
  // Every door's check-ins, live over the event's channel; the local roster's count while offline or syncing.
  useEventChannel(uuid)
  const stats = useQuery({ ...attendeeStatsQuery(uuid), enabled: scanner.online, retry: false })
  // This tab's own changes come back without a push (the socket skips its own echo): refetch after each scan shown
  // while nothing is queued (not on mount, when the query has only just started and would be cancelled and resent),
  // and once a sync has sent every queued scan and downloaded the roster again (not per queued scan: the local
  // count shows meanwhile).
  const queryClient = useQueryClient()
  const queueEmpty = scanner.queueLength === 0
  useEffect(() => {
    if (scanner.result !== null && queueEmpty) void queryClient.invalidateQueries({ queryKey: attendeeKeys.stats(uuid) })
  }, [queryClient, uuid, scanner.result, queueEmpty])
  const syncing = scanner.syncing
  const wasSyncing = useRef(false)
  useEffect(() => {
    if (syncing) wasSyncing.current = true
    else if (wasSyncing.current && queueEmpty) {
      wasSyncing.current = false
      void queryClient.invalidateQueries({ queryKey: attendeeKeys.stats(uuid) })
    }
  }, [queryClient, uuid, syncing, queueEmpty])
  // Whichever of the server's two answers came last: the counters, or the roster downloaded after a sync
  // (so a counter read while the synced scans were still on their way never outlives the roster's count).
  const statsAreNewest = stats.data !== undefined && stats.dataUpdatedAt >= scanner.countsDownloadedAt
  const counts = scanner.online && queueEmpty && statsAreNewest ? { checkedIn: stats.data.checked_in, total: stats.data.total_individuals } : scanner.counts
  // Door staff who turned the camera off (a laptop, a broken lens) keep it off across reloads.
  const [cameraOn, setCameraOn] = useState(() => localStorage.getItem(CAMERA_PREFERENCE) !== 'off')
  const toggleCamera = () =>
    setCameraOn((on) => {
      localStorage.setItem(CAMERA_PREFERENCE, on ? 'off' : 'on')
      return !on
    })
  const [fallback, setFallback] = useState<Fallback>('search')
  const { scan } = scanner
  const onCode = useCallback((code: string) => void scan({ token: code }), [scan])
  const camera = useQrCamera(cameraOn, onCode)

  useEffect(() => {
    void registerScannerWorker(window.location.pathname).catch(() => undefined)
  }, [])

  const cameraMissing = cameraOn && (camera.state === 'unavailable' || camera.state === 'denied')
  const result = scanner.result
  const party = result && 'guest' in result && result.guest ? scanner.partyOf(result.guest) : []
  // Door staff see the guest list too (shared/domain/src/access/event-areas.ts): back leads there.
  const canView = event.data ? eventAreasOf(event.data.permissions).guests : false
  const mayCheckIn = useAbility(event.data, 'check_in')
  // The plan at the door is the 'Check-in with Floorplan' role's (and those who may view the event).
  const seesPlan = useAbility(event.data, 'read_floorplan')
  const scannedId = result && ((result.kind === 'checked_in' && !result.undone) || result.kind === 'already_checked_in') ? result.guest.id : null
  return (
    <div className="flex min-h-dvh flex-col bg-canvas" onPointerDown={unlockScanSounds}>
      {/* The header's rows and the page's column share one box (max-w-xl with its padding inside): their edges line up. */}
      <header className="sticky top-0 z-10 border-b border-border bg-background/95 py-2.5 backdrop-blur">
        <div className="mx-auto flex max-w-xl items-center gap-2 px-4" data-testid="scanner-header-row">
          <Button asChild variant="ghost" size="icon" aria-label={canView ? 'Back to guest management' : 'Back to events'}>
            {canView ? (
              <Link to="/events/$uuid/guest-management" params={{ uuid }}>
                <ArrowLeft aria-hidden />
              </Link>
            ) : (
              <Link to="/">
                <ArrowLeft aria-hidden />
              </Link>
            )}
          </Button>
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-[15px] font-semibold text-foreground">Door scanner</h1>
            <p className="truncate text-xs text-muted-foreground" data-testid="scanner-event-name">
              {event.data?.name ?? (scanner.online ? ' ' : 'Offline')}
            </p>
          </div>
          {/* Other doors' check-ins arrive live; offline, the status bar below says so instead. */}
          {scanner.online && <LiveStatusBadge eventUuid={uuid} />}
          {/* No camera, or none allowed: nothing to start or stop (the message says what to do instead). */}
          {!cameraMissing && (
            <Button variant="secondary" size="md" onClick={toggleCamera} aria-pressed={cameraOn}>
              {cameraOn ? <CameraOff aria-hidden /> : <Camera aria-hidden />}
              {cameraOn ? 'Stop camera' : 'Start camera'}
            </Button>
          )}
        </div>
        <div className="mx-auto mt-2 max-w-xl px-4">
          <ScannerStatusBar
            online={scanner.online}
            queueLength={scanner.queueLength}
            syncing={scanner.syncing}
            checkedIn={counts.checkedIn}
            total={counts.total}
          />
        </div>
      </header>

      <main className="mx-auto flex w-full max-w-xl flex-1 flex-col gap-4 px-4 py-4">
        {scanner.signedOut && (
          <p className="rounded-lg bg-warning-soft px-4 py-3 text-sm text-warning" role="alert">
            Your session has ended: scans are kept in the queue.{' '}
            <Link to="/account/login" search={{ redirect: `/events/${uuid}/scanner` }} className="font-medium underline">
              Sign in again
            </Link>{' '}
            to send them.
          </p>
        )}
        {/* Said once the event is known: offline, or while it loads, the scanner still queues scans. */}
        {event.data && !mayCheckIn && (
          <p className="rounded-lg bg-error-soft px-4 py-3 text-sm text-error">Your role does not allow you to check guests in at this event.</p>
        )}
        {cameraMissing && (
          <p
            className="rounded-lg border border-border bg-background px-4 py-3 text-sm text-muted-foreground"
            role="status"
            data-testid="scanner-camera-missing"
          >
            {CAMERA_MESSAGES[camera.state as 'unavailable' | 'denied']}
          </p>
        )}
        {cameraOn && !cameraMissing && (
          <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-secondary">
            <video ref={camera.videoRef} className="size-full object-cover" muted playsInline data-testid="scanner-video" />
            <div className="pointer-events-none absolute inset-[18%] rounded-2xl border-2 border-white/80 shadow-[0_0_0_999px_rgb(0_0_0/0.25)]" aria-hidden />
            {camera.state !== 'on' && (
              <p className="absolute inset-x-4 bottom-4 rounded-md bg-black/60 px-3 py-2 text-center text-sm text-white">{CAMERA_MESSAGES[camera.state]}</p>
            )}
          </div>
        )}

        <ScanResultCard
          view={result}
          onUndo={() => void scanner.undo()}
          canUndo={scanner.online}
          party={party}
          onAdmit={(ids) => void scanner.admit(ids)}
          admitting={scanner.admitting}
          cameraMissing={cameraMissing}
          timezone={event.data?.timezone}
        />
        {seesPlan && scanner.online && scannedId && <DoorSeatPlan key={scannedId} eventUuid={uuid} attendeeId={scannedId} />}
        <SyncConflictList conflicts={scanner.conflicts} timezone={event.data?.timezone} onDismiss={scanner.dismissConflicts} />
        {scanner.syncedCount > 0 && (
          <p className="text-sm text-muted-foreground" data-testid="scanner-synced">
            {scanner.syncedCount === 1 ? '1 queued check-in synced.' : `${scanner.syncedCount} queued check-ins synced.`}
          </p>
        )}

        <section className="space-y-3 rounded-xl border border-border bg-background p-4">
          <SegmentedControl
            label="Find a guest without the camera"
            value={fallback}
            onValueChange={setFallback}
            options={[
              { value: 'search', label: 'Search by name' },
              { value: 'code', label: 'Enter code' },
            ]}
          />
          {fallback === 'search' ? (
            <GuestSearch
              eventUuid={uuid}
              online={scanner.online}
              findLocal={scanner.findLocal}
              localGuest={scanner.localGuest}
              onCheckIn={(id) => void scanner.scan({ attendee_id: id })}
            />
          ) : (
            <ManualCodeEntry onSubmit={(code) => void scanner.scan({ token: code })} />
          )}
        </section>
        {mayCheckIn && <BadgeOnCheckIn eventUuid={uuid} result={result} online={scanner.online} />}
        {scanner.rosterState === 'failed' && (
          <p className="text-sm text-error">The guest list could not be loaded for offline use. Scans still work while online.</p>
        )}
      </main>
    </div>
  )
}
