import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { GuestFieldKey } from '@usher/domain/guest-import/guest-fields'
import { guestFieldKeys } from '@/api/guest-fields'
import { attendeeKeys } from '@/api/attendees'
import type { Upload, UploadStatus } from '@/api/uploads'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { ChooseFileStep } from './ChooseFileStep'
import { ImportStep } from './ImportStep'
import { MapColumnsStep } from './MapColumnsStep'
import { UploadSteps, type UploadStep } from './UploadSteps'

type UploadGuestsDialogProps = { eventUuid: string; open: boolean; onOpenChange: (open: boolean) => void }

/** Upload a CSV or Excel guest list: choose the file, check the column mapping, watch the import. */
export function UploadGuestsDialog({ eventUuid, open, onOpenChange }: UploadGuestsDialogProps) {
  const queryClient = useQueryClient()
  // The status of the import this dialog started, if any: closing refreshes the guest list then.
  const statusRef = useRef<UploadStatus | null>(null)

  const close = () => {
    const importStatus = statusRef.current
    statusRef.current = null
    if (importStatus !== null) {
      void queryClient.invalidateQueries({ queryKey: attendeeKeys.lists(eventUuid) })
      void queryClient.invalidateQueries({ queryKey: attendeeKeys.stats(eventUuid) })
      // The mapping may have created custom fields and ticket variations: the list's columns and menus show them.
      void queryClient.invalidateQueries({ queryKey: guestFieldKeys.customFields(eventUuid) })
      void queryClient.invalidateQueries({ queryKey: guestFieldKeys.ticketVariations(eventUuid) })
    }
    if (importStatus === 'importing') showSnackbar('The import continues in the background. New guests appear as they are added.', 'info')
    onOpenChange(false)
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      {/* Mounted only while open, so every upload starts again at the first step. */}
      {open && <UploadGuestsFlow eventUuid={eventUuid} statusRef={statusRef} onClose={close} />}
    </Dialog>
  )
}

function description(step: UploadStep, status: UploadStatus | null): string {
  if (step === 'choose') return 'Add many guests at once from a spreadsheet. Guests already on the list are matched by email and updated.'
  if (step === 'map') return 'Check which guest field each column fills before anything is imported.'
  if (status === 'done') return 'The import is finished. Close this window to see the guest list.'
  if (status === 'failed') return 'The import stopped before every row was read.'
  return 'Guests are added to the list as the rows are read.'
}

type Session = { step: 'choose' } | { step: 'map'; upload: Upload } | { step: 'import'; upload: Upload; mapping: GuestFieldKey[] }

type UploadGuestsFlowProps = { eventUuid: string; statusRef: RefObject<UploadStatus | null>; onClose: () => void }

function UploadGuestsFlow({ eventUuid, statusRef, onClose }: UploadGuestsFlowProps) {
  const [session, setSession] = useState<Session>({ step: 'choose' })
  const [status, setStatus] = useState<UploadStatus | null>(null)
  // Read while rendering, before the dialog takes focus: the button that opened it gets focus back on close.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null))
  useEffect(
    () => () => {
      requestAnimationFrame(() => {
        if (opener?.isConnected) opener.focus()
      })
    },
    [opener],
  )

  const onStatusChange = useCallback(
    (next: UploadStatus) => {
      statusRef.current = next
      setStatus(next)
    },
    [statusRef],
  )

  // Mapping and import progress are worth keeping: a stray click outside does not close them.
  const guardOutside = session.step !== 'choose'

  return (
    <DialogContent
      // Anchored near the top: the dialog grows from step to step without jumping about.
      className="top-4 max-w-[880px] translate-y-0 sm:top-[6vh] sm:max-h-[88dvh]"
      aria-describedby="upload-guests-description"
      onPointerDownOutside={(event) => {
        if (guardOutside) event.preventDefault()
      }}
      data-testid="upload-guests-dialog"
    >
      <DialogHeader className="pb-3">
        <DialogTitle>Upload guests</DialogTitle>
        <DialogDescription id="upload-guests-description">{description(session.step, status)}</DialogDescription>
      </DialogHeader>
      <UploadSteps step={session.step} finished={session.step === 'import' && status === 'done'} />
      {session.step === 'choose' ? (
        <ChooseFileStep eventUuid={eventUuid} onUploaded={(upload) => setSession({ step: 'map', upload })} onCancel={onClose} />
      ) : session.step === 'map' ? (
        <MapColumnsStep
          eventUuid={eventUuid}
          upload={session.upload}
          onBack={() => setSession({ step: 'choose' })}
          onStarted={(upload, mapping) => setSession({ step: 'import', upload, mapping })}
        />
      ) : (
        <ImportStep
          eventUuid={eventUuid}
          upload={session.upload}
          mapping={session.mapping}
          onStatusChange={onStatusChange}
          onDone={onClose}
          onClose={onClose}
        />
      )}
    </DialogContent>
  )
}
