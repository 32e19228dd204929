import { SegmentedControl } from '@/components/ui/segmented-control'
import { FeatureSwitch } from '@/components/event-form/FeatureSwitch'
import { FormSection } from '@/components/event-form/FormSection'
import type { EventFormApi } from './use-event-form'

const SEATING_TYPES = [
  { value: 'venue', label: 'Venue (tables)' },
  { value: 'theatre', label: 'Theatre (rows)' },
] as const

export function EventFeaturesSection({ form }: { form: EventFormApi }) {
  const { values, setField } = form
  return (
    <FormSection title="Features" description="Turn on what this event needs. You can change these later.">
      <div className="divide-y divide-border">
        <FeatureSwitch
          id="feature-rsvp"
          title="RSVP"
          description="Guests answer yes or no before the event."
          checked={values.is_rsvp}
          onCheckedChange={(checked) => setField('is_rsvp', checked)}
        />
        <FeatureSwitch
          id="feature-invites"
          title="Invitations"
          description="Send invitations by email from the guest list. While off, nobody can send them."
          checked={values.invites_enabled}
          onCheckedChange={(checked) => setField('invites_enabled', checked)}
        />
        <FeatureSwitch
          id="feature-seating"
          title="Seating"
          description="Assign guests to tables or rows on a floor plan."
          checked={values.is_seating_enabled}
          onCheckedChange={(checked) => setField('is_seating_enabled', checked)}
        >
          <SegmentedControl
            label="Seating type"
            value={values.seating_type}
            options={SEATING_TYPES}
            onValueChange={(value) => setField('seating_type', value)}
          />
        </FeatureSwitch>
        <FeatureSwitch
          id="feature-pass"
          title="Access passes"
          description="Every guest gets a pass with a QR code for check-in."
          checked={values.is_pass_enabled}
          onCheckedChange={(checked) => setField('is_pass_enabled', checked)}
        />
        {/* Ticket transfers, concierge support and organizer support have no screen or behaviour yet:
            their switches are not offered until they do something (the values stay as they are). */}
      </div>
    </FormSection>
  )
}
