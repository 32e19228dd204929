import { useQueryClient } from '@tanstack/react-query'
import { setCapacity, waitlistKeys, type CapacitySummary } from '@/api/waitlist'
import type { UsherEvent } from '@/api/events'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Form } from '@/components/form/Form'
import { rulesSchema } from '@/components/form/rules-schema'
import { useSchemaForm } from '@/components/form/use-schema-form'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { useAbility } from '@/lib/use-ability'
import { checkCapacityForm, formValuesOf, settingsOf, type CapacityFormValues } from './capacity-form'

const schema = rulesSchema<CapacityFormValues>(checkCapacityForm)

const MODES: { value: CapacityFormValues['offer_mode']; title: string; description: string }[] = [
  { value: 'automatic', title: 'Automatically', description: 'A freed place is offered at once to the next party on the waitlist that fits.' },
  { value: 'manual', title: 'By hand', description: 'Freed places wait until an organiser offers them from the list below.' },
]

/** How many guests the event takes (in all and per ticket variation) and how the waitlist hands on freed places. */
export function CapacitySettingsCard({ event, summary }: { event: UsherEvent; summary: CapacitySummary }) {
  const canEdit = useAbility(event, 'update')
  const queryClient = useQueryClient()
  const form = useSchemaForm({
    schema,
    initial: formValuesOf(summary),
    onSubmit: async (values) => {
      const result = await setCapacity(event.uuid, settingsOf(values))
      queryClient.setQueryData(waitlistKeys.ofEvent(event.uuid), (current: { capacity: CapacitySummary } | undefined) =>
        current ? { ...current, capacity: result.data } : current,
      )
      void queryClient.invalidateQueries({ queryKey: waitlistKeys.ofEvent(event.uuid) })
      showSnackbar('Capacity and waitlist settings saved.', 'success')
    },
  })
  const { values } = form
  return (
    <Card className="p-5">
      <Form form={form} aria-label="Capacity and waitlist" className="flex flex-col gap-4" data-testid="capacity-settings">
        <div>
          <h2 className="text-base font-semibold">Capacity</h2>
          <p className="text-[13px] text-muted-foreground">
            Approved guests who said Yes take a place each, and so do the guests they bring. When the event is full, guests can join a waitlist instead.
          </p>
        </div>
        <fieldset className="grid gap-3 sm:grid-cols-2" disabled={!canEdit}>
          <FormField id="capacity-total" label="Places for the whole event" hint="Leave blank for no limit." error={form.error('capacity')}>
            <Input
              id="capacity-total"
              inputMode="numeric"
              value={values.capacity}
              placeholder="No limit"
              data-testid="capacity-total"
              onChange={(e) => form.set('capacity', e.target.value)}
            />
          </FormField>
          <FormField id="capacity-offer-hours" label="Hours a guest has to claim an offered place" error={form.error('offer_hours')}>
            <Input
              id="capacity-offer-hours"
              inputMode="numeric"
              value={values.offer_hours}
              data-testid="capacity-offer-hours"
              onChange={(e) => form.set('offer_hours', e.target.value)}
            />
          </FormField>
          {event.ticket_variations.map((variation) => {
            const field = `variation_capacities.${variation.id}`
            return (
              <FormField
                key={variation.id}
                id={`capacity-${variation.id}`}
                label={`Places for ${variation.name}`}
                hint="Leave blank for no limit of its own."
                error={form.error(field)}
              >
                <Input
                  id={`capacity-${variation.id}`}
                  inputMode="numeric"
                  placeholder="No limit"
                  value={values.variation_capacities[variation.id] ?? ''}
                  onChange={(e) => form.set('variation_capacities', { ...values.variation_capacities, [variation.id]: e.target.value })}
                />
              </FormField>
            )
          })}
        </fieldset>
        <fieldset className="flex flex-col gap-2" disabled={!canEdit}>
          <legend className="mb-1 text-[13px] font-medium">Offer freed places</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {MODES.map((mode) => (
              <label
                key={mode.value}
                className="flex cursor-pointer gap-2 rounded-lg border border-border p-3 text-[13px] has-[:checked]:border-primary has-[:checked]:bg-primary-soft/40 has-[:disabled]:cursor-default has-[:disabled]:opacity-60"
              >
                <input
                  type="radio"
                  name="offer-mode"
                  className="mt-0.5 accent-primary"
                  value={mode.value}
                  checked={values.offer_mode === mode.value}
                  onChange={() => form.set('offer_mode', mode.value)}
                  data-testid={`offer-mode-${mode.value}`}
                />
                <span>
                  <span className="block font-medium">{mode.title}</span>
                  <span className="block text-muted-foreground">{mode.description}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {canEdit && (
          <div>
            <Button type="submit" disabled={form.submitting} data-testid="capacity-save">
              {form.submitting ? 'Saving…' : 'Save'}
            </Button>
          </div>
        )}
      </Form>
    </Card>
  )
}
