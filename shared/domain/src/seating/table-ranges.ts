import { firstNumberIn } from './natural-order.ts';

// The auto-seat dialog's tag rules name tables the way organisers say it
// ("VIP at tables 1–3", issue 19): numbers, ranges and names, comma-separated.
// A number matches the table whose first number it is (the table order's
// rule, so 'Table 2' is table 2); a name matches a table's name or label.

export interface NamedTable {
  id: string;
  name: string;
  label: string | null;
}

export interface TableSelection {
  ids: string[];
  /** The parts that named no table, as typed, so the dialog can say which. */
  unknown: string[];
}

const RANGE = /^(\d+)\s*[-–—]\s*(\d+)$/;

export function tablesNamed(text: string, tables: readonly NamedTable[]): TableSelection {
  const ids = new Set<string>();
  const unknown: string[] = [];
  for (const part of text
    .split(/[,;]/)
    .map((piece) => piece.trim())
    .filter(Boolean)) {
    const range = RANGE.exec(part);
    const [low, high] = range ? [Number(range[1]), Number(range[2])].sort((a, b) => a - b) : /^\d+$/.test(part) ? [Number(part), Number(part)] : [NaN, NaN];
    const lowered = part.toLowerCase();
    const found = tables.filter((table) => {
      if (!Number.isNaN(low)) {
        const number = firstNumberIn(table.name);
        return number !== null && number >= low! && number <= high!;
      }
      return table.name.trim().toLowerCase() === lowered || table.label?.trim().toLowerCase() === lowered;
    });
    if (found.length === 0) unknown.push(part);
    for (const table of found) ids.add(table.id);
  }
  return { ids: [...ids], unknown };
}
