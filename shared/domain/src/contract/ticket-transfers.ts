import { z } from 'zod';
import { OrganisationBrandSchema, PageMetaSchema, PositionSchema } from './common.ts';
import { EventSummarySchema } from './invitations.ts';
import { GUEST_LANGUAGES } from '../i18n/languages.ts';

export const TicketTransferTypeSchema = z.enum(['soft_transfer', 'hard_transfer']);
export const TicketTransferStatusSchema = z.enum(['pending_acceptance', 'pending_approval', 'completed', 'declined', 'rejected', 'canceled', 'removed']);

export const TicketHolderSchema = z.object({ first_name: z.string(), last_name: z.string(), full_name: z.string(), email: z.string().nullable() });

/** One transfer as the organiser's list shows it. */
export const TicketTransferSchema = z.object({
  id: z.string(),
  attendee_id: z.string(),
  type: TicketTransferTypeSchema,
  status: TicketTransferStatusSchema,
  requires_approval: z.boolean(),
  from: TicketHolderSchema,
  to: TicketHolderSchema,
  requested_at: z.string(),
  accepted_at: z.string().nullable(),
  completed_at: z.string().nullable(),
});

/** GET /api/v2/events/:e/ticket-transfers */
export const GetTicketTransfersReplies = { 200: z.object({ data: z.array(TicketTransferSchema), meta: PageMetaSchema }) };

/** POST /api/v2/events/:e/ticket-transfers/:transferId/approve and /reject */
export const DecideTicketTransferReplies = {
  200: z.object({ data: z.object({ id: z.string(), status: TicketTransferStatusSchema }), position: PositionSchema }),
};

/** What the holder's pass offers: whether transfers are on, how, and the ticket's open (or just finished) transfer. */
export const PassTransferSchema = z.object({
  enabled: z.boolean(),
  type: TicketTransferTypeSchema,
  requires_approval: z.boolean(),
  transfer: z
    .object({ id: z.string(), status: TicketTransferStatusSchema, to_name: z.string(), to_email: z.string().nullable(), requested_at: z.string() })
    .nullable(),
});

/** GET /api/v2/public/pass/:token/transfer */
export const GetPassTransferReplies = { 200: z.object({ data: PassTransferSchema }) };
/** POST and DELETE /api/v2/public/pass/:token/transfer */
export const ChangePassTransferReplies = { 200: z.object({ data: PassTransferSchema, position: PositionSchema.nullable() }) };

/** What the person named in a transfer sees behind their link. */
export const TransferOfferSchema = z.object({
  event: EventSummarySchema,
  from_name: z.string(),
  to: z.object({ first_name: z.string(), last_name: z.string() }),
  type: TicketTransferTypeSchema,
  status: TicketTransferStatusSchema,
  requires_approval: z.boolean(),
  /** The new holder's pass, once the ticket is theirs; null before. */
  pass_link: z.string().nullable(),
  /** Who holds the event: its name and logo head the page in place of "Usher". */
  organisation: OrganisationBrandSchema,
  /** The page's language: picked on the page (?lang=), else the event's, else the browser's. */
  language: z.enum(GUEST_LANGUAGES),
});

/** GET /api/v2/public/ticket-transfers/:token */
export const GetTransferOfferReplies = { 200: z.object({ data: TransferOfferSchema }) };
/** POST /api/v2/public/ticket-transfers/:token/accept and /decline */
export const AnswerTransferOfferReplies = { 200: z.object({ data: TransferOfferSchema, position: PositionSchema }) };
