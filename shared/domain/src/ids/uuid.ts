const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids in paths and bodies are checked before they reach a uuid column, so a
 * malformed one answers like an unknown one (404) instead of a database error.
 */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
