import { useEffect, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { ChevronLeft, Send } from 'lucide-react'
import { JOURNEY_LIMITS, type JourneyProblem } from '@usher/domain/journeys/index'
import type { Journey } from '@/api/journeys'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Switch } from '@/components/ui/switch'
import { plural } from '@/lib/counts'
import { PageHeading } from '@/lib/page-heading'
import { JourneyVersionBadge } from '../list/JourneyVersionBadge'
import type { JourneyWriter } from '../use-journey-editing'
import { JourneyRoom } from './JourneyRoom'

/** Why Publish is not available now, or null when it is. */
export function publishBlocker(journey: Journey, problems: readonly JourneyProblem[]): string | null {
  if (problems.length > 0) return `Fix ${plural(problems.length, 'problem', 'problems')} to publish.`
  if (journey.published_version !== null && !journey.has_unpublished_changes) return 'Everything is published.'
  return null
}

type JourneyHeaderProps = { eventUuid: string; journey: Journey; problems: readonly JourneyProblem[]; writer: JourneyWriter | null }

/** The journey's name, where it stands (version, unpublished changes), whether invitations lead to it, and Publish. */
export function JourneyHeader({ eventUuid, journey, problems, writer }: JourneyHeaderProps) {
  const [name, setName] = useState(journey.name)
  const [publishing, setPublishing] = useState(false)
  useEffect(() => setName(journey.name), [journey.name])
  const blocker = publishBlocker(journey, problems)

  const saveName = () => {
    const trimmed = name.trim()
    if (!trimmed) return setName(journey.name)
    if (trimmed !== journey.name) void writer?.update({ name: trimmed })
  }

  const publish = async () => {
    if (!writer) return
    setPublishing(true)
    const published = await writer.update({ publish: true })
    setPublishing(false)
    if (published?.published_version)
      showSnackbar(`Version ${published.published_version} is published: guests who start the journey from now on follow it.`, 'success')
  }

  return (
    <div className="mb-4 flex flex-col gap-2">
      <Link
        to="/events/$uuid/journeys"
        params={{ uuid: eventUuid }}
        className="inline-flex w-fit items-center gap-1 text-[13px] text-muted-foreground hover:text-foreground"
      >
        <ChevronLeft className="size-4" aria-hidden /> Journeys
      </Link>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-2">
          {writer ? (
            <Input
              aria-label="Journey name"
              value={name}
              maxLength={JOURNEY_LIMITS.nameLength}
              onChange={(event) => setName(event.target.value)}
              onBlur={saveName}
              onKeyDown={(event) => event.key === 'Enter' && event.currentTarget.blur()}
              className="-ml-2 h-10 max-w-md min-w-48 flex-1 border-transparent px-2 text-[20px] font-semibold tracking-[-0.02em] shadow-none hover:border-border-strong"
              data-testid="journey-title"
            />
          ) : (
            <PageHeading className="text-lg font-semibold tracking-[-0.02em]">{journey.name}</PageHeading>
          )}
          <JourneyVersionBadge journey={journey} />
          <JourneyRoom graph={journey.draft} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <label
            className="inline-flex items-center gap-2 text-[13px] text-muted-foreground"
            title="Invitations lead to the default journey unless the invitation or the guest's group names another"
          >
            <Switch
              checked={journey.is_default}
              disabled={!writer}
              onCheckedChange={(on) => void writer?.update({ is_default: on })}
              data-testid="journey-default"
            />
            Default for invitations
          </label>
          {writer && (
            <div className="flex items-center gap-2">
              {blocker && (
                <span className="text-xs text-muted-foreground" id="publish-blocker" data-testid="publish-blocker">
                  {blocker}
                </span>
              )}
              <Button
                onClick={() => void publish()}
                disabled={blocker !== null || publishing}
                aria-describedby={blocker ? 'publish-blocker' : undefined}
                data-testid="publish-journey"
              >
                <Send aria-hidden /> {journey.published_version === null ? 'Publish' : 'Publish changes'}
              </Button>
            </div>
          )}
        </div>
      </div>
    </div>
  )
}
