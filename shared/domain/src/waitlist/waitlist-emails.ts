import type { EmailContent } from '../invitations/invitation-email.ts';
import type { EventSummary } from '../invitations/event-summary.ts';
import { layout } from '../host-groups/host-group-emails.ts';
import { guestWords } from '../i18n/guest-words.ts';
import type { GuestLanguage } from '../i18n/languages.ts';
import type { Translate } from '../i18n/translate.ts';

// The guest's own mails about the waitlist: they joined, places are offered (with the link to claim them and
// until when), and an offer ran out. Each links to the guest's RSVP page, where the waitlist is. Each is
// written in the guest's language (English when none is given).

interface WaitlistMailInput {
  event: EventSummary;
  name: string;
  link: string;
  language?: GuestLanguage;
}

function write(
  t: Translate,
  input: WaitlistMailInput,
  parts: { subject: string; intro: string; how: string; linkLine: string; button: string; language: GuestLanguage },
): EmailContent {
  const greeting = input.name ? t('email.helloNamed', { name: input.name }) : t('email.hello');
  const text = [greeting, '', parts.intro, parts.how, '', parts.linkLine, ''].join('\n');
  return {
    subject: parts.subject,
    text,
    html: layout(
      [greeting, parts.intro, parts.how],
      { label: parts.button, link: input.link },
      { openLink: t('email.openLink', { link: input.link }), lang: parts.language },
    ),
  };
}

export function waitlistJoinedEmail(input: WaitlistMailInput & { partySize: number; position: number }): EmailContent {
  const language = input.language ?? 'en';
  const t = guestWords(language);
  const event = input.event.name;
  return write(t, input, {
    language,
    subject: t('waitlistMail.joinedSubject', { event }),
    intro: t('waitlistMail.joinedIntro', { event, position: input.position, count: input.partySize }),
    how: t('waitlistMail.joinedHow'),
    linkLine: t('waitlistMail.yourInvitation', { link: input.link }),
    button: t('waitlistMail.joinedButton'),
  });
}

/** `until`: when the offer ends, already written in the guest's language with the event's zone named. */
export function waitlistOfferedEmail(input: WaitlistMailInput & { partySize: number; until: string }): EmailContent {
  const language = input.language ?? 'en';
  const t = guestWords(language);
  const event = input.event.name;
  return write(t, input, {
    language,
    subject: t('waitlistMail.offeredSubject', { event }),
    intro: t('waitlistMail.offeredIntro', { event, count: input.partySize }),
    how: t('waitlistMail.offeredHow', { count: input.partySize, until: input.until }),
    linkLine: t('waitlistMail.claimLink', { link: input.link }),
    button: t('waitlistMail.claimButton'),
  });
}

export function waitlistOfferExpiredEmail(input: WaitlistMailInput): EmailContent {
  const language = input.language ?? 'en';
  const t = guestWords(language);
  const event = input.event.name;
  return write(t, input, {
    language,
    subject: t('waitlistMail.expiredSubject', { event }),
    intro: t('waitlistMail.expiredIntro', { event }),
    how: t('waitlistMail.expiredHow'),
    linkLine: t('waitlistMail.yourInvitation', { link: input.link }),
    button: t('waitlistMail.openButton'),
  });
}
