import { checkField, maxLength, required } from '../validation/rules.ts';
import { addError, type FieldErrors } from '../validation/errors.ts';
import { isUuid } from '../ids/uuid.ts';

export type TicketVariationType = 'access_pass' | 'ticket';

export interface TicketVariation {
  id: string;
  name: string;
  type: TicketVariationType;
  is_default: boolean;
}

export type TicketVariationInput = { id?: string | null; name?: string | null; type: TicketVariationType; is_default: boolean };

export const MAX_TICKET_VARIATIONS = 100;

/**
 * The spec's wording for tickets: 'Access Pass(es)' or 'Ticket(s)' by the
 * type of the first variation. Without variations the event's pass type
 * default (access_pass) decides.
 */
export function ticketWording(variations: readonly Pick<TicketVariation, 'type'>[]): 'Access Pass(es)' | 'Ticket(s)' {
  return variations[0]?.type === 'ticket' ? 'Ticket(s)' : 'Access Pass(es)';
}

/**
 * The rules of a variations list: at least one, each named, exactly one
 * default, and ids only of variations the event has (new ones come without).
 */
export function validateTicketVariations(input: readonly TicketVariationInput[], existingIds: ReadonlySet<string>): FieldErrors {
  const errors: FieldErrors = {};
  if (input.length === 0) return addError(errors, 'ticket_variations', 'The ticket variations field is required.');
  if (input.length > MAX_TICKET_VARIATIONS)
    addError(errors, 'ticket_variations', `The ticket variations field may not have more than ${MAX_TICKET_VARIATIONS} items.`);
  const seen = new Set<string>();
  input.forEach((variation, index) => {
    for (const message of checkField(variation.name?.trim(), 'The name field', [required, maxLength(255)]))
      addError(errors, `ticket_variations.${index}.name`, message);
    if (variation.id) {
      if (!isUuid(variation.id) || !existingIds.has(variation.id) || seen.has(variation.id))
        addError(errors, `ticket_variations.${index}.id`, 'The selected id is invalid.');
      seen.add(variation.id);
    }
  });
  const defaults = input.filter((variation) => variation.is_default).length;
  if (defaults !== 1) addError(errors, 'ticket_variations', 'Exactly one ticket variation must be the default.');
  return errors;
}
