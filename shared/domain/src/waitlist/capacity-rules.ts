import type { FieldErrors } from '../validation/errors.ts';
import type { CapacitySettings } from './capacity-state.ts';

export const MAX_CAPACITY = 1_000_000;
export const MAX_OFFER_HOURS = 24 * 30;

const wholeNumber = (value: unknown, max: number) => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;

/** The organiser's capacity settings, with the messages the settings form shows under each field. */
export function validateCapacitySettings(settings: CapacitySettings): FieldErrors {
  const errors: FieldErrors = {};
  if (settings.capacity !== null && !wholeNumber(settings.capacity, MAX_CAPACITY))
    errors.capacity = [`The capacity must be a whole number between 0 and ${MAX_CAPACITY.toLocaleString('en-US')}.`];
  for (const [id, places] of Object.entries(settings.variation_capacities)) {
    if (!wholeNumber(places, MAX_CAPACITY))
      errors[`variation_capacities.${id}`] = [`The capacity must be a whole number between 0 and ${MAX_CAPACITY.toLocaleString('en-US')}.`];
  }
  if (!wholeNumber(settings.offer_hours, MAX_OFFER_HOURS) || settings.offer_hours < 1)
    errors.offer_hours = [`An offer must stay open between 1 and ${MAX_OFFER_HOURS} hours.`];
  return errors;
}
