import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { SegmentedControl } from '@/components/ui/segmented-control'
import { FeatureSwitch } from './FeatureSwitch'
import { FormSection } from './FormSection'
import { fieldError, type EventFormApi } from './use-event-form'

const SEATING_TYPES = [
  { value: 'venue', label: 'Venue (tables)' },
  { value: 'theatre', label: 'Theatre (rows)' },
] as const

export function EventFeaturesSection({ form }: { form: EventFormApi }) {
  const { values, errors, setField } = form
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
          description="Send invitations by email from the guest list."
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
        <FeatureSwitch
          id="feature-ticket-transfers"
          title="Ticket transfers"
          description="Guests may hand their ticket to someone else."
          checked={values.is_ticket_transfers_enabled}
          onCheckedChange={(checked) => setField('is_ticket_transfers_enabled', checked)}
        />
        <FeatureSwitch
          id="feature-concierge"
          title="Concierge support"
          description="Guests can reach the Usher concierge team from their pass."
          checked={values.is_concierge_support_enabled}
          onCheckedChange={(checked) => setField('is_concierge_support_enabled', checked)}
        />
        <FeatureSwitch
          id="feature-organizer-concierge"
          title="Organizer support"
          description="Guests can write to your own team for help."
          checked={values.is_organizer_concierge_support_enabled}
          onCheckedChange={(checked) => setField('is_organizer_concierge_support_enabled', checked)}
        >
          <FormField id="organizer-support-email" label="Support email" error={fieldError(errors, 'organizer_concierge_support_email')}>
            <Input
              id="organizer-support-email"
              type="email"
              placeholder="help@yourcompany.com"
              value={values.organizer_concierge_support_email}
              aria-invalid={Boolean(fieldError(errors, 'organizer_concierge_support_email'))}
              onChange={(event) => setField('organizer_concierge_support_email', event.target.value)}
            />
          </FormField>
        </FeatureSwitch>
      </div>
    </FormSection>
  )
}
