// The errors-by-field object the server answers with on a validation failure,
// and the one way the dashboard turns it into a notice (spec sections 5 and 8).

export type FieldErrors = Record<string, string[]>;

/**
 * Records a message for a field and returns the same object, so calls can be
 * chained. A message already recorded for the field is not repeated: people
 * would otherwise read the same sentence twice.
 */
export function addError(errors: FieldErrors, field: string, message: string): FieldErrors {
  const messages = errors[field] ?? [];
  if (!messages.includes(message)) messages.push(message);
  errors[field] = messages;
  return errors;
}

export function hasErrors(errors: Readonly<Record<string, readonly string[] | undefined>>): boolean {
  return Object.values(errors).some((messages) => messages !== undefined && messages.length > 0);
}

/**
 * The first message of each field, one per line: what the dashboard shows as
 * the error notice. Also accepts a bare string per field, because the errors
 * arrive as JSON from the server and a single message is sometimes not
 * wrapped in a list.
 */
export function firstMessages(errors: Readonly<Record<string, readonly string[] | string | undefined>>): string {
  const lines: string[] = [];
  for (const messages of Object.values(errors)) {
    const first = typeof messages === 'string' ? messages : messages?.[0];
    if (first !== undefined && first !== '') lines.push(first);
  }
  return lines.join('\n');
}
