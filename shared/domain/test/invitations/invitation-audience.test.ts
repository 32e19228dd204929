import { describe, expect, it } from 'vitest';
import { describeInvitationAudience, invitationAudience } from '../../src/invitations/invitation-audience.ts';

const guest = (id: string, email: string | null) => ({ id, full_name: `Guest ${id}`, email });

describe('a bulk invitation’s audience', () => {
  it('says how many are mailed and how many are skipped for having no email', () => {
    const loaded = [guest('a', 'a@x.test'), guest('b', null), guest('c', ' '), guest('d', 'd@x.test'), guest('e', 'e@x.test')];
    const audience = invitationAudience(['a', 'b', 'c', 'd'], loaded);
    expect(audience.recipients.map((g) => g.id)).toEqual(['a', 'd']);
    expect(describeInvitationAudience(audience)).toBe('Send invitations to 2 guests (2 have no email and are skipped)');
  });

  it('speaks of one guest in the singular, and of guests not loaded as "up to"', () => {
    expect(describeInvitationAudience(invitationAudience(['a', 'b'], [guest('a', 'a@x.test'), guest('b', null)]))).toBe(
      'Send an invitation to 1 guest (1 has no email and is skipped)',
    );
    expect(describeInvitationAudience(invitationAudience(['a', 'z', 'y'], [guest('a', 'a@x.test')]))).toBe('Send invitations to up to 3 guests');
  });
});
