import { useQuery } from '@tanstack/react-query'
import type { AdminDashboard } from '@/api/admin-stats'
import { projectionFailuresQuery } from '@/api/projection-failures'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { formatRelativeTime } from '@/lib/dates'
import { formatWait } from '@usher/domain/format/format'
import { readModelName } from './read-model-names'

const numbers = new Intl.NumberFormat('en-US')

function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`
}

/** How far each read model trails the log, what it set aside, and the database. */
export function SystemHealthCard({ stats }: { stats: AdminDashboard }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>System</CardTitle>
        <CardDescription>
          PostgreSQL {stats.database.version} · database {formatBytes(stats.database.size_bytes)} · {numbers.format(Number(stats.log_position))} events logged
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <ReadModelsBehind stats={stats} />
        <Table aria-label="How far each read model is behind">
          <TableHeader>
            <TableRow>
              <TableHead>Read model</TableHead>
              <TableHead className="text-right">Events to apply</TableHead>
              {/* On a phone the time goes under the name: three columns did not fit 390 px. */}
              <TableHead className="hidden sm:table-cell">Last moved</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {stats.projections.map((row) => {
              const waiting = row.lag_seconds ?? 0
              const late = waiting > stats.read_models.lag_threshold_seconds
              return (
                <TableRow key={row.name}>
                  <TableCell className="font-medium whitespace-normal">
                    {readModelName(row.name)}
                    <span className="block text-xs font-normal text-muted-foreground sm:hidden">{formatRelativeTime(row.updated_at)}</span>
                  </TableCell>
                  <TableCell className="text-right whitespace-normal tabular-nums">
                    {row.behind_events === null ? (
                      <span className="text-muted-foreground">Moves when it has work</span>
                    ) : row.behind_events === 0 && waiting === 0 ? (
                      <Badge tone="success">Up to date</Badge>
                    ) : (
                      <>
                        {`${numbers.format(row.behind_events)}${row.behind_capped ? '+' : ''}`}
                        {waiting > 0 && (
                          <span className={late ? 'font-medium text-error' : 'text-muted-foreground'}> · oldest waiting {formatWait(waiting)}</span>
                        )}
                      </>
                    )}
                  </TableCell>
                  <TableCell className="hidden whitespace-nowrap text-muted-foreground sm:table-cell">{formatRelativeTime(row.updated_at)}</TableCell>
                </TableRow>
              )
            })}
          </TableBody>
        </Table>
        <ProjectionFailures open={stats.projection_failures_open} />
      </CardContent>
    </Card>
  )
}

/**
 * What /api/health says when the read models fall behind: which ones, by how
 * long, and an open transaction holding them all back when that is why.
 */
function ReadModelsBehind({ stats }: { stats: AdminDashboard }) {
  const { status, lag_threshold_seconds: threshold, horizon_held_seconds: held } = stats.read_models
  if (status !== 'degraded') return null
  const lagging = stats.projections.filter((row) => (row.lag_seconds ?? 0) > threshold)
  return (
    <section role="alert" aria-labelledby="read-models-behind-heading" className="flex flex-col gap-1.5 rounded-md bg-error-soft p-3 text-[13px]">
      <h3 id="read-models-behind-heading" className="font-semibold text-error">
        {lagging.length === 1 ? '1 read model is behind' : `${lagging.length} read models are behind`}
      </h3>
      <p className="text-muted-foreground">
        Pages that show them may not show the latest changes yet.{' '}
        {lagging.map((row) => `${readModelName(row.name)}: ${formatWait(row.lag_seconds ?? 0)}`).join(' · ')}
      </p>
      {held > threshold && (
        <p className="text-muted-foreground">
          A database transaction has been open for {formatWait(held)}: no read model can read what was saved after it began.
        </p>
      )}
    </section>
  )
}

/**
 * Events a follower of the log could not handle and set aside: a read model
 * (waits for a fix and a rebuild), or the email or webhook sender (the event's
 * mail or deliveries are not made; the others went on).
 */
function ProjectionFailures({ open }: { open: number }) {
  const failures = useQuery({ ...projectionFailuresQuery(), enabled: open > 0 })
  if (open === 0) {
    return <p className="text-[13px] text-muted-foreground">No read model has set an event aside.</p>
  }
  return (
    <section aria-labelledby="projection-failures-heading" className="flex flex-col gap-2">
      <h3 id="projection-failures-heading" className="text-[13px] font-semibold text-error">
        {open === 1 ? '1 event' : `${numbers.format(open)} events`} set aside
      </h3>
      <p className="text-xs text-muted-foreground">
        Each stays set aside until its cause is fixed: a read model then applies it when rebuilt; email and webhook sending never send it on their own.
        Everything after it went on.
      </p>
      <ul className="flex flex-col gap-2">
        {(failures.data ?? []).map((failure) => (
          <li key={`${failure.projection}-${failure.global_position}`} className="rounded-md border border-border p-3 text-[13px]">
            <span className="font-medium">{readModelName(failure.projection)}</span>
            <span className="text-muted-foreground">
              {' '}
              · since {formatRelativeTime(failure.first_failed_at)} · {failure.attempts} attempts
            </span>
            <p className="mt-1 break-words text-muted-foreground">{failure.error}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
