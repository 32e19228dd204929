import type { PartyMember, ScannerGuest } from '@/api/scanner'

/** A scanned guest, with the party the server named when the scan was online. */
export type GuestWithParty = ScannerGuest & { party?: PartyMember[] }

/** The roster's members of a guest's party: the main guest and everyone whose `party_of` is them. */
function partyInRoster(guest: ScannerGuest, roster: ReadonlyMap<string, ScannerGuest>): ScannerGuest[] {
  // Rosters stored before parties were named have no `party_of`: read as a main guest.
  const mainId = guest.party_of ?? guest.id
  const members: ScannerGuest[] = []
  for (const candidate of roster.values()) if (candidate.id === mainId || candidate.party_of === mainId) members.push(candidate)
  return members
}

/**
 * Everyone of the guest's party with their check-in as this scanner knows it
 * now: the server's list when the scan was answered online (the roster may
 * be minutes old), else the offline roster's; each member's check-in from
 * the roster, which every scan of this door updates. Empty for a guest alone.
 */
export function partyMembersOf(guest: GuestWithParty, roster: ReadonlyMap<string, ScannerGuest>): PartyMember[] {
  const named: PartyMember[] =
    guest.party && guest.party.length > 0
      ? guest.party
      : partyInRoster(guest, roster).map((member) => ({
          id: member.id,
          name: member.name,
          is_main_guest: !member.party_of,
          checked_in_at: member.checked_in_at,
        }))
  if (named.length < 2) return []
  const members = named.map((member) => {
    const local = roster.get(member.id)
    return local ? { ...member, checked_in_at: local.checked_in_at } : member
  })
  return members.sort((a, b) => Number(b.is_main_guest) - Number(a.is_main_guest) || a.name.localeCompare(b.name))
}

/** The roster keeps the compact guest: a scan's party list is not stored with it. */
export function withoutParty({ party: _party, ...guest }: GuestWithParty): ScannerGuest {
  return guest
}
