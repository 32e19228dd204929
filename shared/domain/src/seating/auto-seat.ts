// Auto-seat (issue 19): fills free seats with the unseated guests, keeping
// each party (a guest and their plus-ones) in adjacent seats of one table,
// a host group's parties at one table when they fit there together, and
// following the organiser's tag rules ("VIP at tables 1-3"): a guest with a
// rule's tag sits only at that rule's tables, and such parties are placed
// first. A party that fits nowhere stays unseated, never split. Pure: the
// handler reads the plan and the guests, this decides, the decider appends.

export interface AutoSeatGuest {
  id: string;
  parent_attendee_id: string | null;
  host_group_id: string | null;
  tag_ids: readonly string[];
}

export interface AutoSeatTable {
  id: string;
  /** The table's free seats (not taken, not disabled), with their positions round the table or along the row. */
  free: readonly { id: string; position: number }[];
}

export interface AutoSeatRule {
  tag_id: string;
  table_ids: readonly string[];
}

export interface AutoSeatResult {
  assignments: { attendee_id: string; seat_id: string }[];
  /** Guests left unseated. */
  unplaced: string[];
}

type Party = { members: string[]; allowed: Set<string> | null; group: string | null };

/** A guest and their plus-ones; plus-ones whose guest is seated already sit together as a party of their own. */
function partiesOf(guests: readonly AutoSeatGuest[], rules: readonly AutoSeatRule[]): Party[] {
  const byHead = new Map<string, AutoSeatGuest[]>();
  for (const guest of guests) {
    const head = guest.parent_attendee_id ?? guest.id;
    byHead.set(head, [...(byHead.get(head) ?? []), guest]);
  }
  return [...byHead.values()].map((members) => {
    let allowed: Set<string> | null = null;
    for (const rule of rules) {
      if (!members.some((m) => m.tag_ids.includes(rule.tag_id))) continue;
      // Two rules on one party: it may sit only where both allow.
      allowed = allowed === null ? new Set(rule.table_ids) : new Set(rule.table_ids.filter((id) => allowed!.has(id)));
    }
    const head = members.find((m) => m.parent_attendee_id === null) ?? members[0]!;
    return { members: members.map((m) => m.id), allowed, group: head.host_group_id };
  });
}

/** The first run of `size` free seats with consecutive positions at the table, or null. */
function runOf(free: { id: string; position: number }[], size: number): number | null {
  for (let start = 0; start + size <= free.length; start++) {
    if (free[start + size - 1]!.position - free[start]!.position === size - 1) return start;
  }
  return null;
}

const allows = (allowed: Set<string> | null, tableId: string) => allowed === null || allowed.has(tableId);

export function autoSeat(input: { guests: readonly AutoSeatGuest[]; tables: readonly AutoSeatTable[]; rules?: readonly AutoSeatRule[] }): AutoSeatResult {
  const rules = input.rules ?? [];
  const free = new Map(input.tables.map((table) => [table.id, [...table.free].sort((a, b) => a.position - b.position)]));
  const order = input.tables.map((table) => table.id);
  const assignments: AutoSeatResult['assignments'] = [];
  const unplaced: string[] = [];

  /** Seats the parties at one table, all or none. */
  const seatAtTable = (parties: Party[], tableId: string): boolean => {
    const seats = [...free.get(tableId)!];
    const taken: AutoSeatResult['assignments'] = [];
    for (const party of parties) {
      const start = runOf(seats, party.members.length);
      if (start === null) return false;
      const run = seats.splice(start, party.members.length);
      party.members.forEach((id, index) => taken.push({ attendee_id: id, seat_id: run[index]!.id }));
    }
    free.set(tableId, seats);
    assignments.push(...taken);
    return true;
  };
  const seatSomewhere = (parties: Party[], allowed: Set<string> | null) => order.some((tableId) => allows(allowed, tableId) && seatAtTable(parties, tableId));

  const parties = partiesOf(input.guests, rules);
  // Rule-bound parties first (their tables are few), then the big ones, which fit in fewer places.
  const units: Party[][] = [];
  const groups = new Map<string, Party[]>();
  for (const party of parties) {
    if (party.group) groups.set(party.group, [...(groups.get(party.group) ?? []), party]);
    else units.push([party]);
  }
  units.push(...groups.values());
  const bound = (unit: Party[]) => (unit.some((p) => p.allowed !== null) ? 0 : 1);
  const size = (unit: Party[]) => unit.reduce((sum, p) => sum + p.members.length, 0);
  units.sort((a, b) => bound(a) - bound(b) || size(b) - size(a));

  for (const unit of units) {
    const allowed = unit.reduce<Set<string> | null>(
      (both, p) => (p.allowed === null ? both : both === null ? p.allowed : new Set([...both].filter((id) => p.allowed!.has(id)))),
      null,
    );
    if (unit.length > 1 && seatSomewhere(unit, allowed)) continue;
    // A host group that fits at no one table is seated party by party.
    for (const party of unit) if (!seatSomewhere([party], party.allowed)) unplaced.push(...party.members);
  }
  return { assignments, unplaced };
}
