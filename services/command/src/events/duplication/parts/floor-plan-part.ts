import { streamIds } from '@usher/events';
import { PLAN_KINDS, seatingPlanDecider, type SeatingPlanState } from '@usher/domain/deciders/seating-plan-decider';
import { execute } from '../../../handling/execute.ts';
import { pieceIdClaim } from '../../../seating/piece-ids.ts';
import { copiedId } from '../copied-id.ts';
import { planCopySaves } from './plan-copy-saves.ts';
import type { DuplicationPart } from '../duplication-part.ts';
import { copyMetadata, foldStream } from '../source-streams.ts';

const pieceCount = (plan: SeatingPlanState) => PLAN_KINDS.reduce((sum, kind) => sum + plan[kind].size, 0);

/**
 * The floor plan's layout: sections, tables and rows, seats, legends, shapes
 * and texts, and the background, as saves (SeatingPlanSaved), the editor's
 * own kind, each within what one save may hold (plan-copy-saves.ts). Every
 * piece gets a new id and its references (a table's section, a seat's table
 * and legend) point at the copies. Who sits where stays behind. A run stopped
 * part-way carries on with the pieces the copy does not hold yet.
 */
export const floorPlanPart: DuplicationPart = {
  key: 'floor_plan',
  label: 'Floor plan',
  async copy(context, job) {
    const source = await foldStream(context, seatingPlanDecider, streamIds.seatingPlan(job.source_uuid));
    const copy = await foldStream(context, seatingPlanDecider, streamIds.seatingPlan(job.target_uuid));
    const holds = (copyId: string) => PLAN_KINDS.some((kind) => copy[kind].has(copyId));
    const saves = planCopySaves(source, (sourceId) => copiedId(job.target_uuid, sourceId), holds);
    const copied = pieceCount(source);
    if (saves.length === 0 && JSON.stringify(source.settings) === JSON.stringify(copy.settings)) return { copied };
    for (const [index, created] of (saves.length > 0 ? saves : [{}]).entries()) {
      const command = {
        type: 'SaveSeatingPlan' as const,
        event_uuid: job.target_uuid,
        created,
        updated: {},
        deleted: {},
        settings: index === 0 ? source.settings : undefined,
      };
      await execute(context.store, seatingPlanDecider, [{ streamId: streamIds.seatingPlan(job.target_uuid), command }], copyMetadata(job), {
        claim: pieceIdClaim(context.db),
      });
    }
    return { copied };
  },
};
