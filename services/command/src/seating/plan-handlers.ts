import { streamIds } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import {
  PLAN_KINDS,
  withCascade,
  type Created,
  type Deleted,
  type PlanKind,
  type PlanSettings,
  type SeatingPlanState,
  type Updated,
} from '@usher/domain/deciders/seating-plan-decider';
import type { FieldErrors } from '@usher/domain/validation/errors';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { requireImagesOfOrganisation } from '../media/organisation-media.ts';
import { decideSeating, guestStates, loadPlan, occupantsOf, seatingsOf, type SeatingDecision } from './seating-loading.ts';

export interface PlanSave {
  created?: Created;
  updated?: Updated;
  deleted?: Deleted;
  settings?: Partial<PlanSettings>;
  /** The organiser agreed that guests in deleted seats lose them. */
  confirm_unseat?: boolean;
}

const SEATED_GUESTS = 'Guests sit in what you are deleting. Confirm to unseat them.';

/** 409 seated_guests: who would lose their seat, so the organiser can decide. */
async function seatedGuestsConflict(context: ServiceContext, seated: [string, string][]): Promise<DomainError> {
  const guests = await guestStates(
    context,
    seated.map(([, attendeeId]) => attendeeId),
    true,
  );
  return new DomainError(
    'conflict',
    'seated_guests',
    SEATED_GUESTS,
    {},
    {
      guests: seated.map(([seatId, attendeeId]) => {
        const guest = guests.get(attendeeId);
        return { attendee_id: attendeeId, seat_id: seatId, full_name: `${guest?.first_name ?? ''} ${guest?.last_name ?? ''}`.trim() };
      }),
    },
  );
}

/**
 * Every change to a plan goes through here: the save is built from the plan
 * as it is now, the seats it deletes (with their tables and sections) are
 * looked up on their own streams, and the save, the unseating of their guests
 * and the freeing of the seats are one decision.
 */
export async function changePlan(
  context: ServiceContext,
  eventUuid: string,
  metadata: EventMetadata,
  build: (plan: SeatingPlanState) => PlanSave | Promise<PlanSave>,
) {
  let plan: SeatingPlanState | null = null;
  const result = await decideSeating(context, metadata, async (attempt) => {
    plan = await loadPlan(context, eventUuid, attempt > 1);
    const save = await build(plan);
    const deleted = withCascade(plan, save.deleted ?? {});
    const occupants = await occupantsOf(
      context,
      deleted.seats.filter((id) => plan!.seats.has(id)),
    );
    const seated = [...occupants].filter((entry): entry is [string, string] => entry[1] !== null);
    if (seated.length > 0 && !save.confirm_unseat) throw await seatedGuestsConflict(context, seated);
    const commands: SeatingDecision = [
      {
        streamId: streamIds.seatingPlan(eventUuid),
        command: {
          on: 'plan',
          command: {
            type: 'SaveSeatingPlan',
            event_uuid: eventUuid,
            created: save.created ?? {},
            updated: save.updated ?? {},
            deleted: save.deleted ?? {},
            settings: save.settings,
          },
        },
      },
    ];
    for (const [seatId, attendeeId] of seated) {
      commands.push({
        streamId: streamIds.attendee(attendeeId),
        command: { on: 'guest', commands: [{ type: 'UnseatGuest', reason: 'seat_deleted', expected_seat_id: seatId }] },
      });
      commands.push({
        streamId: streamIds.seat(seatId),
        command: { on: 'seat', commands: [{ type: 'ReleaseSeat', event_uuid: eventUuid, seat_id: seatId, expected: attendeeId }] },
      });
    }
    return commands;
  });
  const saved = result.appended.find((event) => event.type === 'SeatingPlanSaved')?.data as
    { created: Created; updated: Updated; deleted: Deleted } | undefined;
  const count = (collections: Partial<Record<PlanKind, unknown[]>> | undefined) =>
    PLAN_KINDS.reduce((sum, kind) => sum + (collections?.[kind]?.length ?? 0), 0);
  const after = result.states.get(streamIds.seatingPlan(eventUuid))?.plan ?? plan!;
  return {
    data: { created: count(saved?.created), updated: count(saved?.updated), deleted: count(saved?.deleted), unseated: seatingsOf(result.appended).unseated },
    position: result.position,
    plan: after,
  };
}

/** The editor's save: created, updated and deleted collections and the background settings, in one event. */
export async function savePlan(context: ServiceContext, user: AuthUser, eventUuid: string, save: PlanSave, metadata: EventMetadata) {
  const { data, position } = await changePlan(context, eventUuid, metadata, async (plan) => {
    // A new background is an image of the organisation's own library.
    const background = save.settings?.background_media_id;
    if (background !== plan.settings.background_media_id) {
      await requireImagesOfOrganisation(
        context,
        user.organisation_id,
        { 'settings.background_media_id': background },
        'The selected background image is invalid.',
      );
    }
    return save;
  });
  return { data, position };
}

/** The errors of a one-piece save, by the fields of the one-piece route's body ('name', not 'created.tables.0.name'). */
export async function withFieldsOfOnePiece<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof DomainError) || error.kind !== 'validation') throw error;
    const errors: FieldErrors = {};
    for (const [field, messages] of Object.entries(error.errors)) errors[field.replace(/^(created|updated)\.[a-z_]+\.0\./, '')] = messages;
    throw DomainError.validation(errors);
  }
}

/** Selected seats disabled with a message (shown on hover and at the door), or enabled again. */
export async function setSeatsDisabled(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  seatIds: string[],
  disabled: boolean,
  message: string | null,
  metadata: EventMetadata,
) {
  if (seatIds.length === 0) throw DomainError.validation({ seat_ids: ['The seat ids field is required.'] });
  const { data, position } = await changePlan(context, eventUuid, metadata, () => ({
    updated: { seats: [...new Set(seatIds)].map((id) => ({ id, disabled, disabled_message: disabled ? message : null })) },
  }));
  return { data, position };
}
