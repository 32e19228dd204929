import { fileReply } from './common.ts';

/** GET /api/v2/events/:e/seating/print/plan.pdf */
export const GetSeatingPrintPlanReplies = {
  200: fileReply('The floor plan to scale on one landscape page, with tables, seats, guests, shapes and a legend', ['application/pdf']),
};

/** GET /api/v2/events/:e/seating/print/table-cards.pdf */
export const GetSeatingPrintTableCardsReplies = {
  200: fileReply('One folded tent card per table (per row in a theatre), its guests in seat order', ['application/pdf']),
};
