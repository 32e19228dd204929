import type { EmailContent } from '../invitations/invitation-email.ts';
import type { EventSummary } from '../invitations/event-summary.ts';
import { layout } from '../host-groups/host-group-emails.ts';

// The guest's own mails about the waitlist: they joined, places are offered (with the link to claim them and
// until when), and an offer ran out. Each links to the guest's RSVP page, where the waitlist is.

const greetingOf = (name: string) => (name ? `Hello ${name},` : 'Hello,');
const placesWord = (count: number) => (count === 1 ? '1 place' : `${count} places`);

export function waitlistJoinedEmail(input: { event: EventSummary; name: string; partySize: number; position: number; link: string }): EmailContent {
  const greeting = greetingOf(input.name);
  const intro = `You are on the waitlist for ${input.event.name}, number ${input.position} in line, for ${placesWord(input.partySize)}.`;
  const how = 'We will email you as soon as a place is free for you. You can see your place in line, or leave the waitlist, on your invitation page.';
  const text = [greeting, '', intro, how, '', `Your invitation: ${input.link}`, ''].join('\n');
  return {
    subject: `You are on the waitlist for ${input.event.name}`,
    text,
    html: layout([greeting, intro, how], { label: 'See your place in line', link: input.link }),
  };
}

export function waitlistOfferedEmail(input: { event: EventSummary; name: string; partySize: number; until: string; link: string }): EmailContent {
  const greeting = greetingOf(input.name);
  const intro = `Good news: ${placesWord(input.partySize)} at ${input.event.name} ${input.partySize === 1 ? 'is' : 'are'} free for you.`;
  const how = `We are holding ${input.partySize === 1 ? 'it' : 'them'} for you until ${input.until}. Claim ${input.partySize === 1 ? 'it' : 'them'} on your invitation page before then; after that ${input.partySize === 1 ? 'it goes' : 'they go'} to the next guest on the waitlist.`;
  const text = [greeting, '', intro, how, '', `Claim your place: ${input.link}`, ''].join('\n');
  return {
    subject: `A place at ${input.event.name} is free for you`,
    text,
    html: layout([greeting, intro, how], { label: 'Claim your place', link: input.link }),
  };
}

export function waitlistOfferExpiredEmail(input: { event: EventSummary; name: string; link: string }): EmailContent {
  const greeting = greetingOf(input.name);
  const intro = `The place we held for you at ${input.event.name} was not claimed in time, so it went to the next guest on the waitlist.`;
  const how = 'If you would still like to come, you can join the waitlist again on your invitation page.';
  const text = [greeting, '', intro, how, '', `Your invitation: ${input.link}`, ''].join('\n');
  return {
    subject: `Your offered place at ${input.event.name} has expired`,
    text,
    html: layout([greeting, intro, how], { label: 'Open your invitation', link: input.link }),
  };
}
