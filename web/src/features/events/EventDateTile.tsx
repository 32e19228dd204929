import { formatCalendarDate } from '@/lib/dates'

/** A calendar-leaf tile: month above day, like an invitation. */
export function EventDateTile({ date }: { date: string | null }) {
  const formatted = formatCalendarDate(date) // 'Nov 21, 2026'
  const [month = '', day = ''] = formatted.replace(',', '').split(' ')
  return (
    <div aria-hidden className="flex size-11 shrink-0 flex-col overflow-hidden rounded-lg border border-border bg-background text-center shadow-card">
      <span className="bg-primary-soft py-0.5 text-[10px] leading-tight font-semibold tracking-wide text-primary uppercase">{month || '—'}</span>
      <span className="flex flex-1 items-center justify-center text-[15px] leading-none font-semibold tabular-nums">{day || '·'}</span>
    </div>
  )
}
