import type { Created, SeatingPlanState } from '@usher/domain/deciders/seating-plan-decider';
import { SEATING_LIMITS } from '@usher/domain/seating/seating-constants';
import { documentSize } from '@usher/domain/values/document-size';

/**
 * A plan's copy cut into saves that each stay within what one save may hold
 * (SEATING_LIMITS.saveCharacters; the whole plan may hold four times that),
 * each save only naming pieces already in the copy or in itself: sections and
 * legends first, then each table with its seats (a table's seat count must
 * equal its seats in every save), then shapes and texts. Pieces whose copy the
 * plan already holds (`copied`: a run stopped part-way) are left out.
 */
export function planCopySaves(source: SeatingPlanState, idOf: (sourceId: string) => string, copied: (copyId: string) => boolean): Created[] {
  const orNull = (sourceId: string | null) => (sourceId === null ? null : idOf(sourceId));
  const seatsByTable = new Map<string, NonNullable<Created['seats']>>();
  for (const seat of source.seats.values()) {
    const seats = seatsByTable.get(seat.table_id) ?? [];
    seats.push({ ...seat, id: idOf(seat.id), table_id: idOf(seat.table_id), seat_legend_id: orNull(seat.seat_legend_id) });
    seatsByTable.set(seat.table_id, seats);
  }
  const groups: Created[] = [
    ...[...source.sections.values()].map((section) => ({ sections: [{ ...section, id: idOf(section.id) }] })),
    ...[...source.seat_legends.values()].map((legend) => ({ seat_legends: [{ ...legend, id: idOf(legend.id) }] })),
    ...[...source.tables.values()].map((table) => ({
      tables: [{ ...table, id: idOf(table.id), section_id: orNull(table.section_id) }],
      seats: seatsByTable.get(table.id) ?? [],
    })),
    ...[...source.canvas_objects.values()].map((shape) => ({ canvas_objects: [{ ...shape, id: idOf(shape.id) }] })),
  ].filter((group) => !Object.values(group).some((pieces) => pieces.length > 0 && copied(pieces[0]!.id)));
  const saves: Created[] = [];
  let current: Required<Created> | null = null;
  let size = 0;
  for (const group of groups) {
    const groupSize = documentSize(group);
    if (!current || size + groupSize > SEATING_LIMITS.saveCharacters) {
      current = { sections: [], seat_legends: [], tables: [], seats: [], canvas_objects: [] };
      saves.push(current);
      size = 0;
    }
    for (const [kind, pieces] of Object.entries(group) as [keyof Created, NonNullable<Created[keyof Created]>][]) (current[kind] as unknown[]).push(...pieces);
    size += groupSize;
  }
  return saves;
}
