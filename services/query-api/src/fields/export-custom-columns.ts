import { formatCustomFieldValue } from '@usher/domain/fields/custom-field-values';
import type { CustomField } from '@usher/domain/fields/custom-fields';

export interface CustomExportColumn {
  header: string;
  fieldId: string;
}

/**
 * One export column per custom field, headed by its label; a label that
 * repeats a built-in header gets ' (custom field)' so neither hides the other.
 */
export function customExportColumns(fields: readonly CustomField[], builtInHeaders: readonly string[]): CustomExportColumn[] {
  const taken = new Set(builtInHeaders.map((header) => header.toLowerCase()));
  return fields.map((field) => ({ header: taken.has(field.label.toLowerCase()) ? `${field.label} (custom field)` : field.label, fieldId: field.id }));
}

/** The export row with the guest's custom-field values as people read them. */
export function withCustomValues(
  row: Record<string, unknown>,
  values: Readonly<Record<string, unknown>>,
  columns: readonly CustomExportColumn[],
): Record<string, unknown> {
  if (columns.length === 0) return row;
  const out = { ...row };
  for (const column of columns) out[column.header] = formatCustomFieldValue(values[column.fieldId]) || null;
  return out;
}
