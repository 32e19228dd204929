// Eventbrite writes 'Info Requested' in the name cells of a ticket whose
// holder the buyer never named. That is not a person called 'Info Requested
// Info Requested' (issue 28): it is an unnamed ticket of the buyer's order.
import { PLACEHOLDER_FIRST_NAME } from '../host-groups/placeholder-tickets.ts';

const PLACEHOLDER_TEXT = 'info requested';

const isPlaceholderCell = (cell: string | undefined) => cell !== undefined && cell.trim().toLowerCase() === PLACEHOLDER_TEXT;

/** Whether a row's name cells are Eventbrite's placeholder (both names, or the full name, say 'Info Requested'). */
export function isInfoRequested(cells: { first_name?: string; last_name?: string; full_name?: string }): boolean {
  if (cells.first_name !== undefined || cells.last_name !== undefined) {
    return isPlaceholderCell(cells.first_name) && (cells.last_name === undefined || isPlaceholderCell(cells.last_name));
  }
  return cells.full_name !== undefined && cells.full_name.trim().toLowerCase() === `${PLACEHOLDER_TEXT} ${PLACEHOLDER_TEXT}`;
}

/** Why a placeholder row with no buyer in the file is left out. */
export const NO_BUYER_MESSAGE =
  "This 'Info Requested' row is an unnamed ticket, but no guest in the file has its order number or email to bring it, so the row was left out.";

/**
 * An unnamed ticket is named as a host group's placeholder is ('Guest Of'
 * and the holder's name), so the list, the seat cards and the door read
 * 'Guest Of Paul Allen'.
 */
export function placeholderName(buyer: { first_name: string; last_name: string }): { first_name: string; last_name: string } {
  return { first_name: PLACEHOLDER_FIRST_NAME, last_name: `${buyer.first_name} ${buyer.last_name}`.trim() };
}
