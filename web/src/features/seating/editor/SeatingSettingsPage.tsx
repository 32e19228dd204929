import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Map as MapIcon } from 'lucide-react'
import { eventQuery } from '@/api/events'
import { useSaveSeatingSettings } from '@/api/seating-settings'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { SegmentedControl } from '@/components/ui/segmented-control'
import { Switch } from '@/components/ui/switch'
import { useDocumentTitle } from '@/lib/page-title'
import { useAbility } from '@/lib/use-ability'

/** Event builder → Seating: seating on or off, venue or theatre, the seat on the pass, and the way to the floor plan. */
export function SeatingSettingsPage({ uuid }: { uuid: string }) {
  const { data: event } = useSuspenseQuery(eventQuery(uuid))
  useDocumentTitle(`Seating · ${event.name}`)
  const readOnly = !useAbility(event, 'update')
  // Each switch saves at once, as one command: no form to forget to save.
  const save = useSaveSeatingSettings(uuid)
  const on = event.is_seating_enabled
  return (
    <div className="max-w-2xl space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>Seating</CardTitle>
          <CardDescription>Give guests seats on a floor plan: tables for a venue, rows for a theatre.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <label className="flex items-center justify-between gap-4">
            <span>
              <span className="block text-sm font-medium">Seating assignment</span>
              <span className="block text-xs text-muted-foreground">Shows the seating columns in the guest list and the floor plan.</span>
            </span>
            <Switch
              aria-label="Seating assignment"
              checked={on}
              disabled={readOnly || save.isPending}
              onCheckedChange={(checked) => save.mutate({ event: { is_seating_enabled: checked } })}
            />
          </label>
          <div className="flex items-center justify-between gap-4">
            <span>
              <span className="block text-sm font-medium">Seating type</span>
              <span className="block text-xs text-muted-foreground">Venue: round and rectangular tables. Theatre: sections and rows.</span>
            </span>
            <SegmentedControl
              label="Seating type"
              value={event.seating_type ?? 'venue'}
              options={
                [
                  { value: 'venue', label: 'Venue' },
                  { value: 'theatre', label: 'Theatre' },
                ] as const
              }
              onValueChange={(value) => !readOnly && save.mutate({ event: { seating_type: value } })}
            />
          </div>
          <label className="flex items-center justify-between gap-4">
            <span>
              <span className="block text-sm font-medium">Show the seat on the pass</span>
              <span className="block text-xs text-muted-foreground">Seated guests see their section, row or table and seat on their pass.</span>
            </span>
            <Switch
              aria-label="Show the seat on the pass"
              checked={event.event_data.seating_assignment_pass_display_enabled}
              disabled={readOnly || save.isPending}
              onCheckedChange={(checked) => save.mutate({ data: { seating_assignment_pass_display_enabled: checked } })}
            />
          </label>
          <Button asChild variant="secondary">
            <Link to="/events/$uuid/floor-plan" params={{ uuid }}>
              <MapIcon /> Open the floor plan
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  )
}
