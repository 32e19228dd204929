import { useState, type FormEvent } from 'react'
import { Plus, Trash2 } from 'lucide-react'
import { useQuery } from '@tanstack/react-query'
import { tablesNamed } from '@usher/domain/seating/table-ranges'
import { attendeeTagsQuery } from '@/api/attendee-tags'
import { autoSeat, type SeatingPlan } from '@/api/seating'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/select'
import { plural } from '@/lib/counts'
import { failureMessageOf } from '@/components/form/field-errors'

// Auto-seat (issue 19): fill the remaining seats keeping parties together,
// following the organiser's tag rules ("VIP at tables 1–3"). The server
// decides (shared/domain/src/seating/auto-seat.ts); the dialog says what it did.

type Rule = { key: number; tagId: string; tables: string }
type Result = { seated: number; unplaced: number }

type AutoSeatDialogProps = { plan: SeatingPlan; open: boolean; onClose: () => void; onDone: () => void }

export function AutoSeatDialog({ plan, open, onClose, onDone }: AutoSeatDialogProps) {
  const tags = useQuery({ ...attendeeTagsQuery(plan.event_uuid), enabled: open })
  const [rules, setRules] = useState<Rule[]>([])
  const [nextKey, setNextKey] = useState(1)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [result, setResult] = useState<Result | null>(null)

  const resolved = rules.map((rule) => tablesNamed(rule.tables, plan.tables))
  const incomplete = rules.some((rule, i) => !rule.tagId || resolved[i]!.ids.length === 0 || resolved[i]!.unknown.length > 0)

  const close = () => {
    setResult(null)
    setFailure(null)
    onClose()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (incomplete) return
    setBusy(true)
    setFailure(null)
    try {
      const reply = await autoSeat(
        plan.event_uuid,
        rules.map((rule, i) => ({ tag_id: rule.tagId, table_ids: resolved[i]!.ids })),
      )
      setResult({ seated: reply.data.seated.length, unplaced: reply.data.unplaced })
      onDone()
    } catch (error) {
      setFailure(failureMessageOf(error, { fallback: 'Auto-seat did not run. Try again.' }))
    } finally {
      setBusy(false)
    }
  }

  const update = (key: number, change: Partial<Rule>) => setRules((all) => all.map((rule) => (rule.key === key ? { ...rule, ...change } : rule)))

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent className="max-w-[540px]" data-testid="auto-seat-dialog">
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-col">
          <DialogHeader>
            <DialogTitle>Fill the remaining seats</DialogTitle>
            <DialogDescription>
              Seats the unseated guests at the free seats, each party side by side at one table. A party that fits at no table stays unseated.
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="flex flex-col gap-3">
            {result ? (
              <p className="rounded-lg border border-border bg-muted/50 px-4 py-3 text-sm" role="status" data-testid="auto-seat-result">
                {plural(result.seated, 'guest', 'guests')} seated.{' '}
                {result.unplaced === 0
                  ? 'Everyone has a seat.'
                  : `${plural(result.unplaced, 'guest', 'guests')} could not be seated: no table had enough free seats side by side for their party.`}
              </p>
            ) : (
              <>
                <p className="text-[13px] font-medium">Tag rules</p>
                {rules.length === 0 && <p className="text-[13px] text-muted-foreground">No rules: every party may sit at any table.</p>}
                {rules.map((rule, i) => {
                  const selection = resolved[i]!
                  return (
                    <div key={rule.key} className="flex flex-col gap-1" data-testid="auto-seat-rule">
                      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                        <NativeSelect
                          aria-label="Tag"
                          className="sm:w-44"
                          value={rule.tagId}
                          placeholder="Choose a tag"
                          options={(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
                          onChange={(event) => update(rule.key, { tagId: event.target.value })}
                        />
                        <span className="text-[13px] text-muted-foreground">at tables</span>
                        <div className="flex flex-1 items-center gap-1">
                          <Input
                            aria-label="Tables"
                            placeholder="1-3, Head table"
                            value={rule.tables}
                            aria-invalid={selection.unknown.length > 0}
                            onChange={(event) => update(rule.key, { tables: event.target.value })}
                          />
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label="Remove rule"
                            onClick={() => setRules((all) => all.filter((other) => other.key !== rule.key))}
                          >
                            <Trash2 aria-hidden />
                          </Button>
                        </div>
                      </div>
                      <p className={selection.unknown.length ? 'text-xs text-error' : 'text-xs text-muted-foreground'}>
                        {selection.unknown.length
                          ? `No table is called ${selection.unknown.join(', ')}.`
                          : selection.ids.length
                            ? `Guests with this tag sit only at these ${plural(selection.ids.length, 'table', 'tables')}.`
                            : 'Name tables by number or range (1-3) or by name.'}
                      </p>
                    </div>
                  )
                })}
                <Button
                  variant="secondary"
                  size="sm"
                  className="self-start"
                  onClick={() => {
                    setRules((all) => [...all, { key: nextKey, tagId: '', tables: '' }])
                    setNextKey((key) => key + 1)
                  }}
                >
                  <Plus aria-hidden /> Add a tag rule
                </Button>
                {failure && (
                  <p role="alert" className="text-[13px] text-error">
                    {failure}
                  </p>
                )}
              </>
            )}
          </DialogBody>
          <DialogFooter>
            {result ? (
              <Button onClick={close}>Done</Button>
            ) : (
              <>
                <Button variant="secondary" onClick={close}>
                  Cancel
                </Button>
                <Button type="submit" disabled={busy || incomplete}>
                  {busy ? 'Seating…' : 'Fill the remaining seats'}
                </Button>
              </>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
