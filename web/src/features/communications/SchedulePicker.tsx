import { useEffect, useState } from 'react'
import type { EventTimes } from '@usher/domain/communications/alert-schedule'
import type { FieldErrors } from '@usher/domain/validation/errors'
import type { AlertSchedule } from '@/api/communications'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/select'
import { cn } from '@/lib/cn'
import { dueTextOf, instantOfLocal, localValueOf, relativePartsOf, relativeScheduleOf, zoneLabel, type RelativeParts } from '@/lib/schedule-form'

type SchedulePickerProps = {
  schedule: AlertSchedule
  event: EventTimes
  onChange: (schedule: AlertSchedule) => void
  errors: FieldErrors
}

const KINDS: { value: AlertSchedule['kind']; label: string }[] = [
  { value: 'now', label: 'Now, when I send it' },
  { value: 'at', label: 'At a date and time' },
  { value: 'relative', label: 'Before or after the event' },
]

/** When it goes: now, at a time on the event's clock, or hours or days before or after the event's start or end. */
export function SchedulePicker({ schedule, event, onChange, errors }: SchedulePickerProps) {
  const zone = zoneLabel(event.timezone)
  // The form's own values: a half-typed date or an empty amount is kept on screen, saved once it means something.
  const [local, setLocal] = useState(() => localValueOf(schedule.at, event.timezone))
  const [parts, setParts] = useState<RelativeParts>(() => relativePartsOf(schedule))
  const [amountText, setAmountText] = useState(() => String(relativePartsOf(schedule).amount))
  useEffect(() => setLocal(localValueOf(schedule.at, event.timezone)), [schedule.at, event.timezone])

  const due = dueTextOf(schedule, event)
  const error = Object.entries(errors).find(([field]) => field.startsWith('schedule'))?.[1]?.[0]
  const setRelative = (next: Partial<RelativeParts>) => {
    const merged = { ...parts, ...next }
    setParts(merged)
    onChange(relativeScheduleOf(merged))
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>When</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <fieldset className="flex flex-col gap-1">
          <legend className="sr-only">When it goes</legend>
          {KINDS.map((option) => (
            <label key={option.value} className="flex cursor-pointer items-center gap-2.5 rounded-md px-1 py-1 text-[13px] has-[:checked]:font-medium">
              <input
                type="radio"
                name="schedule-kind"
                value={option.value}
                checked={schedule.kind === option.value}
                onChange={() =>
                  onChange(
                    option.value === 'now'
                      ? { kind: 'now', at: null, offset_minutes: null, anchor: null }
                      : option.value === 'at'
                        ? { kind: 'at', at: instantOfLocal(local, event.timezone), offset_minutes: null, anchor: null }
                        : relativeScheduleOf(parts),
                  )
                }
                className="size-4 accent-[var(--color-primary)]"
              />
              {option.label}
            </label>
          ))}
        </fieldset>

        {schedule.kind === 'at' && (
          <div className="flex flex-col gap-1.5">
            <label htmlFor="schedule-at" className="text-[13px] font-medium">
              Date and time <span className="font-normal text-muted-foreground">in {zone}</span>
            </label>
            <Input
              id="schedule-at"
              type="datetime-local"
              value={local}

              aria-invalid={Boolean(error)}
              onChange={(change) => {
                setLocal(change.target.value)
                const at = instantOfLocal(change.target.value, event.timezone)
                if (at) onChange({ kind: 'at', at, offset_minutes: null, anchor: null })
              }}
            />
          </div>
        )}

        {schedule.kind === 'relative' && (
          <div role="group" aria-label="Before or after the event" className="grid grid-cols-2 gap-2">
            <Input
              type="number"
              min={0}
              max={365}
              inputMode="numeric"
              aria-label="How many"
              value={amountText}

              onChange={(change) => {
                setAmountText(change.target.value)
                const amount = Number(change.target.value)
                if (change.target.value !== '' && Number.isFinite(amount) && amount >= 0) setRelative({ amount: Math.round(amount) })
              }}
            />
            <NativeSelect
              aria-label="Hours or days"
              value={parts.unit}
              options={[
                { value: 'hours', label: 'hours' },
                { value: 'days', label: 'days' },
              ]}
              onChange={(change) => setRelative({ unit: change.target.value as RelativeParts['unit'] })}
            />
            <NativeSelect
              aria-label="Before or after"
              value={parts.direction}
              options={[
                { value: 'before', label: 'before' },
                { value: 'after', label: 'after' },
              ]}
              onChange={(change) => setRelative({ direction: change.target.value as RelativeParts['direction'] })}
            />
            <NativeSelect
              aria-label="The event's start or end"
              value={parts.anchor}
              options={[
                { value: 'starts', label: 'the start' },
                { value: 'ends', label: 'the end' },
              ]}
              onChange={(change) => setRelative({ anchor: change.target.value as RelativeParts['anchor'] })}
            />
          </div>
        )}

        {schedule.kind !== 'now' && (
          <p
            className={cn('text-xs', due.problem || error ? 'text-error' : 'text-muted-foreground')}
            role={error ? 'alert' : undefined}
            data-testid="schedule-due"
          >
            {error ?? due.problem ?? `Goes out ${due.text}.`}
          </p>
        )}
        {schedule.kind === 'now' && <p className="text-xs text-muted-foreground">It goes out as soon as you send it.</p>}
      </CardContent>
    </Card>
  )
}
