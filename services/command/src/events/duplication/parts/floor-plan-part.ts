import { streamIds } from '@usher/events';
import { PLAN_KINDS, seatingPlanDecider, type SeatingPlanState } from '@usher/domain/deciders/seating-plan-decider';
import { execute } from '../../../handling/execute.ts';
import { pieceIdClaim } from '../../../seating/piece-ids.ts';
import { copiedId } from '../copied-id.ts';
import type { DuplicationPart } from '../duplication-part.ts';
import { copyMetadata, foldStream } from '../source-streams.ts';

const pieceCount = (plan: SeatingPlanState) => PLAN_KINDS.reduce((sum, kind) => sum + plan[kind].size, 0);

/**
 * The floor plan's layout: sections, tables and rows, seats, legends, shapes
 * and texts, and the background, as ONE save (SeatingPlanSaved), the editor's
 * own kind. Every piece gets a new id and its references (a table's section,
 * a seat's table and legend) point at the copies. Who sits where stays behind.
 */
export const floorPlanPart: DuplicationPart = {
  key: 'floor_plan',
  label: 'Floor plan',
  async copy(context, job) {
    const source = await foldStream(context, seatingPlanDecider, streamIds.seatingPlan(job.source_uuid));
    const copy = await foldStream(context, seatingPlanDecider, streamIds.seatingPlan(job.target_uuid));
    // One save copies the plan whole: a copy that has pieces was copied by an earlier run.
    if (pieceCount(copy) > 0) return { copied: pieceCount(copy) };
    const id = (sourceId: string) => copiedId(job.target_uuid, sourceId);
    const orNull = (sourceId: string | null) => (sourceId === null ? null : id(sourceId));
    const created = {
      sections: [...source.sections.values()].map((section) => ({ ...section, id: id(section.id) })),
      tables: [...source.tables.values()].map((table) => ({ ...table, id: id(table.id), section_id: orNull(table.section_id) })),
      seats: [...source.seats.values()].map((seat) => ({ ...seat, id: id(seat.id), table_id: id(seat.table_id), seat_legend_id: orNull(seat.seat_legend_id) })),
      canvas_objects: [...source.canvas_objects.values()].map((shape) => ({ ...shape, id: id(shape.id) })),
      seat_legends: [...source.seat_legends.values()].map((legend) => ({ ...legend, id: id(legend.id) })),
    };
    const copied = pieceCount(source);
    if (copied === 0 && JSON.stringify(source.settings) === JSON.stringify(copy.settings)) return { copied: 0 };
    const command = { type: 'SaveSeatingPlan' as const, event_uuid: job.target_uuid, created, updated: {}, deleted: {}, settings: source.settings };
    await execute(context.store, seatingPlanDecider, [{ streamId: streamIds.seatingPlan(job.target_uuid), command }], copyMetadata(job), { claim: pieceIdClaim(context.db) });
    return { copied };
  },
};
