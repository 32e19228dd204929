import { useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { hostGroupKeys, uploadHostGroups } from '@/api/host-groups'
import { attendeeKeys } from '@/api/attendees'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { plural } from '@/lib/counts'
import { failureMessageOf } from '@/components/form/field-errors'

/** One group per row of a CSV or Excel file; a file with a bad row adds nothing and names the row. */
export function UploadGroupsDialog({ eventUuid, open, onOpenChange }: { eventUuid: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const queryClient = useQueryClient()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!file) return setError('Choose a file to upload.')
    setSending(true)
    try {
      const result = await uploadHostGroups(eventUuid, file)
      showSnackbar(`${plural(result.data.length, 'group', 'groups')} added.`, 'success')
      void queryClient.invalidateQueries({ queryKey: hostGroupKeys.event(eventUuid) })
      void queryClient.invalidateQueries({ queryKey: attendeeKeys.event(eventUuid) })
      setFile(null)
      onOpenChange(false)
    } catch (failure) {
      setError(failureMessageOf(failure, { field: 'file', fallback: 'The file could not be uploaded.' }))
    } finally {
      setSending(false)
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setFile(null)
          setError(null)
        }
        onOpenChange(next)
      }}
    >
      <DialogContent>
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>Upload groups</DialogTitle>
            <DialogDescription>
              Columns: Group Name, Total Tickets, Group Tag, Experience Type (GO Host or PRO Host), Host First Name, Host Last Name, Host Email.
            </DialogDescription>
          </DialogHeader>
          <DialogBody>
            <FormField id="groups-file" label="File" error={error}>
              <Input
                id="groups-file"
                type="file"
                accept=".csv,.xlsx,text/csv"
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null)
                  setError(null)
                }}
              />
            </FormField>
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={sending} data-testid="upload-groups-submit">
              {sending && <Spinner />}
              Upload
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
