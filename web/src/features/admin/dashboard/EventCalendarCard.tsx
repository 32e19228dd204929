import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { eventCalendarQuery, type CalendarDay } from '@/api/admin-stats'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Tooltip } from '@/components/ui/tooltip'
import { cn } from '@/lib/cn'
import { buildMonthGrid, currentMonth, monthLabel, shiftMonth, WEEKDAYS } from './month-grid'

/** Events per day of a month; a day's events show on hover or focus. */
export function EventCalendarCard() {
  const [month, setMonth] = useState(currentMonth)
  const calendar = useQuery(eventCalendarQuery(month))
  const byDate = new Map((calendar.data?.data ?? []).map((day) => [day.date, day]))
  const weeks = buildMonthGrid(month)
  const today = new Date().toLocaleDateString('en-CA')

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle id="calendar-heading">Events calendar</CardTitle>
          <CardDescription>
            {calendar.data ? `${calendar.data.meta.total} events start in ${monthLabel(month)}` : monthLabel(month)}, each on its own time zone’s date
          </CardDescription>
        </div>
        <div className="flex items-center gap-1">
          <Button size="icon" variant="ghost" aria-label="Previous month" onClick={() => setMonth(shiftMonth(month, -1))}>
            <ChevronLeft aria-hidden />
          </Button>
          <span className="min-w-32 text-center text-[13px] font-medium" aria-live="polite">
            {monthLabel(month)}
          </span>
          <Button size="icon" variant="ghost" aria-label="Next month" onClick={() => setMonth(shiftMonth(month, 1))}>
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        <table className="w-full table-fixed border-collapse text-[13px]" aria-labelledby="calendar-heading">
          <thead>
            <tr>
              {WEEKDAYS.map((day) => (
                <th key={day.short} scope="col" className="pb-2 text-xs font-medium text-muted-foreground">
                  <abbr title={day.long} className="no-underline">
                    {day.short}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.join()}>
                {week.map((date, index) => (
                  <td key={date ?? `blank-${index}`} className="p-0.5 align-top">
                    {date && <CalendarCell date={date} day={byDate.get(date)} isToday={date === today} />}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  )
}

function CalendarCell({ date, day, isToday }: { date: string; day: CalendarDay | undefined; isToday: boolean }) {
  const dayNumber = Number(date.slice(8))
  const base = cn('flex h-14 w-full flex-col items-start rounded-md border p-1.5 text-left', isToday ? 'border-primary' : 'border-border/60')
  if (!day) {
    return (
      <div className={cn(base, 'text-muted-foreground')}>
        <span>{dayNumber}</span>
      </div>
    )
  }
  const names = day.events.map((event) => event.name)
  const more = day.count - names.length
  const summary = `${day.count} ${day.count === 1 ? 'event' : 'events'} on ${new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' })}: ${names.join(', ')}${more > 0 ? ` and ${more} more` : ''}`
  return (
    <Tooltip
      content={
        <ul>
          {names.map((name, index) => (
            <li key={`${name}-${index}`}>{name}</li>
          ))}
          {more > 0 && <li>and {more} more</li>}
        </ul>
      }
    >
      <button
        type="button"
        className={cn(base, 'bg-primary-soft hover:border-primary focus-visible:outline-2 focus-visible:outline-primary')}
        aria-label={summary}
        data-testid="calendar-day"
      >
        <span>{dayNumber}</span>
        <span className="mt-auto self-end rounded bg-primary px-1.5 text-xs font-semibold text-primary-foreground tabular-nums">{day.count}</span>
      </button>
    </Tooltip>
  )
}
