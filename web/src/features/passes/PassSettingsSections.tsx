import { SEATING_FIELDS } from '@usher/domain/passes/event-data'
import type { UsherEvent } from '@/api/events'
import { Checkbox } from '@/components/ui/checkbox'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { FeatureSwitch } from '@/components/event-form/FeatureSwitch'
import { FormSection } from '@/components/event-form/FormSection'
import { PassColorField } from './PassColorField'
import { PassFieldsPicker } from './PassFieldsPicker'
import { PassImageField } from './PassImageField'
import type { PassFormApi } from './use-pass-settings-form'

type SectionsProps = { form: PassFormApi; event: UsherEvent; readOnly: boolean }

const nullIfBlank = (value: string) => (value === '' ? null : value)

/** The pass settings form: access pass, checked-in look, event information, fields, invitation. */
// The fields pair up by the card's width (@xs), not the window's: at 1280 px the preview beside
// the form left each card 240 px, and two colour fields side by side cut their values to "#2D4(".
export function PassSettingsSections({ form, event, readOnly }: SectionsProps) {
  const { access, invite } = form.values.pass_settings
  const data = form.values.event_data
  const error = (field: string) => form.errors[field]?.[0] ?? null
  const customFields = event.custom_fields ?? []

  return (
    <>
      <FormSection title="Access pass" description="What guests show at the door: its colours, logo and background.">
        <div className="grid gap-4 @xs:grid-cols-2">
          <PassColorField
            id="access-background-color"
            label="Background colour"
            value={access.background_color}
            error={error('access.background_color')}
            onChange={(value) => form.setAccess('background_color', value)}
          />
          <PassColorField
            id="access-text-color"
            label="Text colour"
            value={access.text_color}
            error={error('access.text_color')}
            onChange={(value) => form.setAccess('text_color', value)}
          />
          <PassImageField
            id="access-logo"
            eventUuid={event.uuid}
            label="Logo"
            value={access.logo_image}
            error={error('access.logo_image')}
            disabled={readOnly}
            onChange={(value) => form.setAccess('logo_image', value)}
          />
          <PassImageField
            id="access-background"
            eventUuid={event.uuid}
            label="Background image"
            value={access.background_image}
            error={error('access.background_image')}
            disabled={readOnly}
            onChange={(value) => form.setAccess('background_image', value)}
          />
        </div>
        <div className="mt-4 border-t border-border pt-4">
          <FeatureSwitch
            id="access-hide-qr"
            title="Hide QR code"
            description="For events that do not scan passes at the door."
            checked={access.hide_qr}
            onCheckedChange={(checked) => form.setAccess('hide_qr', checked)}
          />
        </div>
      </FormSection>

      <FormSection title="Checked-in look" description="Once a guest is checked in, their open pass turns to this within a few seconds.">
        <div className="grid gap-4 @xs:grid-cols-2">
          <FormField id="checked-in-title" label="Title" error={error('access.checked_in_title')} className="@xs:col-span-2">
            <Input
              id="checked-in-title"
              value={access.checked_in_title}
              maxLength={50}
              placeholder="Arrived"
              onChange={(input) => form.setAccess('checked_in_title', input.target.value)}
            />
          </FormField>
          <PassColorField
            id="checked-in-background-color"
            label="Background colour"
            value={access.checked_in_background_color}
            error={error('access.checked_in_background_color')}
            onChange={(value) => form.setAccess('checked_in_background_color', value)}
          />
          <PassColorField
            id="checked-in-text-color"
            label="Text colour"
            value={access.checked_in_text_color}
            error={error('access.checked_in_text_color')}
            onChange={(value) => form.setAccess('checked_in_text_color', value)}
          />
          <PassImageField
            id="checked-in-logo"
            eventUuid={event.uuid}
            label="Logo (optional)"
            value={access.checked_in_logo_image}
            error={error('access.checked_in_logo_image')}
            disabled={readOnly}
            onChange={(value) => form.setAccess('checked_in_logo_image', value)}
          />
          <PassImageField
            id="checked-in-background"
            eventUuid={event.uuid}
            label="Background image (optional)"
            value={access.checked_in_background_image}
            error={error('access.checked_in_background_image')}
            disabled={readOnly}
            onChange={(value) => form.setAccess('checked_in_background_image', value)}
          />
        </div>
      </FormSection>

      <FormSection title="Event information" description="Shown on every pass: what to wear, the Wi-Fi and the event's website.">
        <div className="grid gap-4 @xs:grid-cols-2">
          <FormField id="pass-type" label="Pass wording" error={error('pass_type')}>
            <NativeSelect
              id="pass-type"
              value={data.pass_type}
              options={[
                { value: 'access_pass', label: 'Access Pass' },
                { value: 'ticket', label: 'Ticket' },
              ]}
              onChange={(select) => form.setData('pass_type', select.target.value === 'ticket' ? 'ticket' : 'access_pass')}
            />
          </FormField>
          <FormField id="attire" label="Attire" optional error={error('attire')}>
            <Input
              id="attire"
              value={data.attire ?? ''}
              maxLength={255}
              placeholder="Black tie"
              onChange={(input) => form.setData('attire', nullIfBlank(input.target.value))}
            />
          </FormField>
          <FormField id="wifi-network" label="Wi-Fi network" optional error={error('wifi_network')}>
            <Input
              id="wifi-network"
              value={data.wifi_network ?? ''}
              maxLength={255}
              onChange={(input) => form.setData('wifi_network', nullIfBlank(input.target.value))}
            />
          </FormField>
          <FormField id="wifi-password" label="Wi-Fi password" optional error={error('wifi_password')} hint="Every guest sees it on their pass.">
            <Input
              id="wifi-password"
              value={data.wifi_password ?? ''}
              maxLength={255}
              onChange={(input) => form.setData('wifi_password', nullIfBlank(input.target.value))}
            />
          </FormField>
          <FormField id="website-name" label="Website name" optional error={error('website_name')}>
            <Input
              id="website-name"
              value={data.website_name ?? ''}
              maxLength={255}
              onChange={(input) => form.setData('website_name', nullIfBlank(input.target.value))}
            />
          </FormField>
          <FormField id="website-url" label="Website address" optional error={error('website_url')}>
            <Input
              id="website-url"
              type="url"
              value={data.website_url ?? ''}
              placeholder="https://"
              onChange={(input) => form.setData('website_url', nullIfBlank(input.target.value))}
            />
          </FormField>
        </div>
        <div className="mt-4 border-t border-border pt-4">
          <FeatureSwitch
            id="check-in-enabled"
            title="Check-in with passes"
            description="Guests are checked in at the door with their pass."
            checked={data.check_in_enabled}
            onCheckedChange={(checked) => form.setData('check_in_enabled', checked)}
          />
        </div>
      </FormSection>

      <FormSection
        title="Fields on the pass"
        description="Which guest fields the pass shows before and after check-in, in order, and the seat once the guest is seated."
      >
        <div className="flex flex-col gap-5">
          <FeatureSwitch
            id="fields-before-enabled"
            title="Show fields before check-in"
            description="Off: the chosen fields appear only once the guest is checked in."
            checked={data.enabled_fields_before_checkin}
            onCheckedChange={(checked) => form.setData('enabled_fields_before_checkin', checked)}
          >
            <PassFieldsPicker
              id="fields-before"
              label="Before check-in"
              value={data.fields_order_before_checkin}
              customFields={customFields}
              error={error('fields_order_before_checkin')}
              disabled={readOnly}
              onChange={(value) => form.setData('fields_order_before_checkin', value)}
            />
          </FeatureSwitch>
          <PassFieldsPicker
            id="fields-after"
            label="After check-in"
            value={data.fields_order_after_checkin}
            customFields={customFields}
            error={error('fields_order_after_checkin')}
            disabled={readOnly}
            onChange={(value) => form.setData('fields_order_after_checkin', value)}
          />
          <FeatureSwitch
            id="seat-display"
            title="Show the seat"
            description="Seated guests see these parts of their seat on the pass."
            checked={data.seating_assignment_pass_display_enabled}
            onCheckedChange={(checked) => form.setData('seating_assignment_pass_display_enabled', checked)}
          >
            <div className="flex flex-wrap gap-4">
              {SEATING_FIELDS.map((field) => (
                <label key={field.key} className="flex items-center gap-2 text-[13px]">
                  <Checkbox
                    checked={data.enabled_seating_fields.includes(field.key)}
                    disabled={readOnly}
                    onCheckedChange={(checked) =>
                      form.setData(
                        'enabled_seating_fields',
                        checked === true ? [...data.enabled_seating_fields, field.key] : data.enabled_seating_fields.filter((key) => key !== field.key),
                      )
                    }
                  />
                  {field.label}
                </label>
              ))}
            </div>
          </FeatureSwitch>
        </div>
      </FormSection>

      <FormSection title="Invitation" description="The page behind the pass, what it shows of the event, and a message from you.">
        <div className="grid gap-4 @xs:grid-cols-2">
          <PassColorField
            id="invite-background-color"
            label="Page background colour"
            value={invite.background_color}
            error={error('invite.background_color')}
            onChange={(value) => form.setInvite('background_color', value)}
          />
          <PassColorField
            id="invite-pass-background-color"
            label="Invitation card colour"
            value={invite.pass_background_color}
            error={error('invite.pass_background_color')}
            onChange={(value) => form.setInvite('pass_background_color', value)}
          />
          <PassColorField
            id="invite-pass-text-color"
            label="Invitation text colour"
            value={invite.pass_text_color}
            error={error('invite.pass_text_color')}
            onChange={(value) => form.setInvite('pass_text_color', value)}
          />
          <FormField id="invite-text" label="Message" optional error={error('invite.text')} className="@xs:col-span-2">
            <Textarea
              id="invite-text"
              value={invite.text ?? ''}
              maxLength={1000}
              rows={3}
              onChange={(input) => form.setInvite('text', nullIfBlank(input.target.value))}
            />
          </FormField>
        </div>
        <div className="mt-4 border-t border-border pt-4">
          <FeatureSwitch
            id="invite-show-time"
            title="Show date and time"
            description="The event's date and time on the pass."
            checked={invite.show_time}
            onCheckedChange={(checked) => form.setInvite('show_time', checked)}
          />
          <FeatureSwitch
            id="invite-show-location"
            title="Show location"
            description="The event's location on the pass."
            checked={invite.show_location}
            onCheckedChange={(checked) => form.setInvite('show_location', checked)}
          />
        </div>
      </FormSection>
    </>
  )
}
