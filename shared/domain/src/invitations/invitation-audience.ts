/** A selected guest as the guest list holds them: whether the invitation can reach them. */
export interface InvitationCandidate {
  id: string;
  full_name: string;
  email?: string | null;
}

export interface InvitationAudience {
  /** Guests the invitation is mailed to, in the list's order. */
  recipients: InvitationCandidate[];
  /** Selected guests with no email address: the server skips them. */
  withoutEmail: number;
  /** Selected guests not loaded in the list (a whole view selected): whether they have an address is not known here. */
  unseen: number;
}

/** Who a bulk invitation goes to, from the selection and the guests the list has loaded. */
export function invitationAudience(selectedIds: readonly string[], loaded: readonly InvitationCandidate[]): InvitationAudience {
  const byId = new Map(loaded.map((guest) => [guest.id, guest]));
  const recipients: InvitationCandidate[] = [];
  let withoutEmail = 0;
  let unseen = 0;
  for (const id of selectedIds) {
    const guest = byId.get(id);
    if (!guest) unseen += 1;
    else if (guest.email?.trim()) recipients.push(guest);
    else withoutEmail += 1;
  }
  return { recipients, withoutEmail, unseen };
}

const guests = (n: number) => `${n} ${n === 1 ? 'guest' : 'guests'}`;

/** What the confirmation asks, e.g. "Send invitations to 12 guests (3 have no email and are skipped)". */
export function describeInvitationAudience(audience: InvitationAudience): string {
  const { recipients, withoutEmail, unseen } = audience;
  const sendTo = unseen > 0 ? `up to ${guests(recipients.length + unseen)}` : guests(recipients.length);
  const invitations = recipients.length + unseen === 1 ? 'an invitation' : 'invitations';
  const skipped = withoutEmail > 0 ? ` (${withoutEmail} ${withoutEmail === 1 ? 'has' : 'have'} no email and ${withoutEmail === 1 ? 'is' : 'are'} skipped)` : '';
  return `Send ${invitations} to ${sendTo}${skipped}`;
}
