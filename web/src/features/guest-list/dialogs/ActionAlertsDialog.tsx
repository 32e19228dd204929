import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { LoaderCircle, Trash2 } from 'lucide-react'
import { actionAlertsQuery, type ActionAlert, type AlertAction } from '@/api/action-alerts'
import { useAddActionAlert, useRemoveActionAlert } from '@/api/alert-mutations'
import { alertUsersQuery } from '@/api/alerts'
import { currentUserQuery } from '@/api/auth'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/select'
import { Spinner } from '@/components/ui/spinner'
import { QueryView } from '@/components/query-view'
import { useFieldErrors } from '@/components/form/use-field-errors'
import { QuerySelect } from '@/components/query-select'

/** What the guest does, as the end of "… is told when any guest …". */
const ACTION_LABELS: Record<AlertAction, string> = {
  check_in: 'checks in',
  rsvp_yes: 'RSVPs yes',
  rsvp_no: 'RSVPs no',
  link_clicked: 'opens their invitation link',
}
const ACTION_OPTIONS = (Object.keys(ACTION_LABELS) as AlertAction[]).map((value) => ({ value, label: ACTION_LABELS[value] }))

export function describeActionAlert(alert: ActionAlert): string {
  return `${alert.user.full_name || alert.user.email} is told when any guest ${ACTION_LABELS[alert.action] ?? alert.action}`
}

type ActionAlertsDialogProps = {
  eventUuid: string
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The event's action alerts: who is told when any guest checks in, RSVPs or opens their link. */
export function ActionAlertsDialog({ eventUuid, open, onOpenChange }: ActionAlertsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="action-alerts-dialog">
        <DialogHeader>
          <DialogTitle>Alerts</DialogTitle>
          <DialogDescription>
            Tell someone on your team whenever any guest does something. They get an email and an entry in the activity feed.
          </DialogDescription>
        </DialogHeader>
        {open && <ActionAlertsBody eventUuid={eventUuid} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  )
}

function ActionAlertsBody({ eventUuid, onDone }: { eventUuid: string; onDone: () => void }) {
  const alerts = useQuery(actionAlertsQuery(eventUuid))
  return (
    <>
      <DialogBody className="flex flex-col gap-5">
        <QueryView
          query={alerts}
          pendingLabel="Loading alerts"
          pending={<LoaderCircle aria-hidden className="size-4 animate-spin" />}
          error={(error) => (
            <p role="alert" className="text-sm text-error">
              {error.message}
            </p>
          )}
          empty={
            <p className="text-sm text-muted-foreground" data-testid="action-alerts-empty">
              No alerts yet.
            </p>
          }
        >
          {(list) => (
            <ul className="flex flex-col divide-y divide-border rounded-md border border-border" aria-label="Alerts">
              {list.map((alert) => (
                <ActionAlertRow key={alert.id} eventUuid={eventUuid} alert={alert} />
              ))}
            </ul>
          )}
        </QueryView>
        <AddActionAlertForm eventUuid={eventUuid} />
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </>
  )
}

function ActionAlertRow({ eventUuid, alert }: { eventUuid: string; alert: ActionAlert }) {
  const confirm = useConfirm()
  const description = describeActionAlert(alert)
  const remove = useRemoveActionAlert(eventUuid, alert.id)
  const onDelete = async () => {
    const outcome = await confirm({ heading: 'Remove alert?', message: `${description}. Remove this alert?`, confirmLabel: 'Remove', tone: 'danger' })
    if (isConfirmed(outcome)) remove.mutate()
  }
  return (
    <li className="flex items-center gap-3 px-3 py-2" data-testid="action-alert-row">
      <span className="flex-1 text-sm">{description}</span>
      <Button variant="ghost" size="icon-sm" aria-label={`Remove alert: ${description}`} disabled={remove.isPending} onClick={() => void onDelete()}>
        {remove.isPending ? <Spinner /> : <Trash2 aria-hidden />}
      </Button>
    </li>
  )
}

function AddActionAlertForm({ eventUuid }: { eventUuid: string }) {
  const users = useQuery(alertUsersQuery(eventUuid))
  const me = useQuery(currentUserQuery())
  const [userId, setUserId] = useState<string | null>(null)
  const [action, setAction] = useState<AlertAction>('check_in')
  const { setErrors, error, showFailure } = useFieldErrors()
  // Until someone is chosen, the signed-in user (when they may be told) is preselected.
  const chosenUser = userId ?? (users.data?.some((user) => user.id === me.data?.id) ? me.data!.id : (users.data?.[0]?.id ?? ''))

  const add = useAddActionAlert(eventUuid, {
    onSuccess: (result) => {
      setErrors({})
      showSnackbar(`Alert added: ${describeActionAlert(result.data)}.`, 'success')
    },
    onError: (failure) => showFailure(failure),
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!chosenUser) return setErrors({ user_id: ['Choose who should be told.'] })
    add.mutate({ user_id: chosenUser, action })
  }

  const userError = error('user_id')
  const actionError = error('action')
  return (
    <form onSubmit={submit} noValidate aria-label="Add alert" className="flex flex-col gap-3 rounded-md bg-muted/50 p-3">
      <p className="text-sm font-medium">Add an alert</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="action-alert-user" label="Tell" error={userError}>
          <QuerySelect
            id="action-alert-user"
            query={users}
            value={chosenUser}
            aria-invalid={Boolean(userError)}
            aria-describedby={userError ? 'action-alert-user-error' : undefined}
            options={(list) => list.map((user) => ({ value: user.id, label: user.full_name || user.email }))}
            emptyPlaceholder="No users"
            onChange={(event) => {
              setUserId(event.target.value)
              setErrors(({ user_id: _, ...rest }) => rest)
            }}
          />
        </FormField>
        <FormField id="action-alert-action" label="When any guest" error={actionError}>
          <NativeSelect
            id="action-alert-action"
            value={action}
            aria-invalid={Boolean(actionError)}
            aria-describedby={actionError ? 'action-alert-action-error' : undefined}
            options={ACTION_OPTIONS}
            onChange={(event) => {
              setAction(event.target.value as AlertAction)
              setErrors(({ action: _, ...rest }) => rest)
            }}
          />
        </FormField>
      </div>
      {users.isError && (
        <p role="alert" className="text-xs text-error">
          {users.error.message}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={add.isPending || users.data === undefined || !chosenUser} data-testid="action-alert-submit">
          {add.isPending && <Spinner />}
          Add alert
        </Button>
      </div>
    </form>
  )
}
