import { Link2 } from 'lucide-react'
import { eventTitle } from '@usher/events/event-titles'
import { CATALOGUE_URL, type EventTypeDoc } from '@/api/event-catalogue'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { DocText } from './DocText'
import { EventFieldTable } from './EventFieldTable'
import { anchorOf } from './stream-groups'

/** One event type: what it means, its fields, a sample payload and how it changed over versions. */
export function EventTypeCard({ type }: { type: EventTypeDoc }) {
  const changes = type.versions.filter((version) => version.change)
  return (
    <Card id={anchorOf(type.type)} className="scroll-mt-6">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{eventTitle(type.type)}</CardTitle>
          <code className="font-mono text-[13px] text-muted-foreground">{type.type}</code>
          <Badge tone={type.version > 1 ? 'accent' : 'neutral'}>v{type.version}</Badge>
          <a href={`#${anchorOf(type.type)}`} className="text-subtle-foreground hover:text-foreground" aria-label={`Link to ${type.type}`}>
            <Link2 className="size-3.5" aria-hidden />
          </a>
          <a href={`${CATALOGUE_URL}/${encodeURIComponent(type.type)}`} className="ml-auto text-xs text-primary hover:underline">
            JSON Schema
          </a>
        </div>
        <CardDescription>{type.description ? <DocText text={type.description} /> : 'No description yet.'}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <EventFieldTable fields={type.fields} />
        <div>
          <h4 className="mb-1.5 text-xs font-medium text-muted-foreground">Example payload (data)</h4>
          <pre className="overflow-x-auto rounded-md border border-border bg-canvas p-3 font-mono text-xs leading-relaxed">
            {JSON.stringify(type.example, null, 2)}
          </pre>
        </div>
        {changes.length > 0 && (
          <div>
            <h4 className="mb-1.5 text-xs font-medium text-muted-foreground">Versions</h4>
            <ul className="flex flex-col gap-1 text-[13px]">
              {type.versions.map((version) => (
                <li key={version.version} className="flex gap-2">
                  <span className="w-8 shrink-0 font-mono text-xs leading-5 text-muted-foreground">v{version.version}</span>
                  <span>{version.change ? <DocText text={version.change} /> : 'First version.'}</span>
                </li>
              ))}
            </ul>
            <p className="mt-1.5 text-xs text-muted-foreground">Events recorded at an older version are delivered upcast to v{type.version}.</p>
          </div>
        )}
      </CardContent>
    </Card>
  )
}
