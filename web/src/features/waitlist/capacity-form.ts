import type { FieldErrors } from '@usher/domain/validation/errors'
import { validateCapacitySettings } from '@usher/domain/waitlist/capacity-rules'
import type { CapacitySettings, CapacitySummary } from '@/api/waitlist'

/** The settings form's values: numbers as typed, blank for "no limit". */
export type CapacityFormValues = {
  capacity: string
  variation_capacities: Record<string, string>
  offer_hours: string
  offer_mode: CapacitySettings['offer_mode']
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value))

export function formValuesOf(summary: CapacitySummary): CapacityFormValues {
  return {
    capacity: text(summary.capacity),
    variation_capacities: Object.fromEntries(Object.entries(summary.variation_capacities).map(([id, places]) => [id, text(places)])),
    offer_hours: String(summary.offer_hours),
    offer_mode: summary.offer_mode,
  }
}

// A blank stays "no limit"; anything else is read as a number for the domain's rules to judge ("abc" is NaN, refused).
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value))

export function settingsOf(values: CapacityFormValues): CapacitySettings {
  const variations: Record<string, number> = {}
  for (const [id, places] of Object.entries(values.variation_capacities)) {
    const parsed = numberOrNull(places)
    if (parsed !== null) variations[id] = parsed
  }
  return { capacity: numberOrNull(values.capacity), variation_capacities: variations, offer_hours: Number(values.offer_hours), offer_mode: values.offer_mode }
}

/** The server's own rules and messages, checked before sending. */
export function checkCapacityForm(values: CapacityFormValues): FieldErrors {
  return validateCapacitySettings(settingsOf(values))
}
