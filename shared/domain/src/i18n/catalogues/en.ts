/**
 * The product's own words on guest pages and in guest e-mails, in English: the source every other
 * catalogue must translate key for key (the type of `Catalogue` and a test hold them to it).
 * ICU MessageFormat: `{name}` arguments, `{count, plural, one {…} other {…}}`.
 */
export const en = {
  'common.loading': 'Loading…',
  'common.language': 'Language',
  'common.tryAgain': 'Please try again.',
  'when.dayAtTime': '{day} at {time}',
  'when.range': '{start} – {end}',

  'rsvp.title': 'Invitation',
  'rsvp.loading': 'Loading your invitation',
  'rsvp.invalidTitle': 'This invitation link is not valid',
  'rsvp.invalidText': 'Please check that you opened the whole link from your email, or ask the organiser for a new invitation.',
  'rsvp.invitedNamed': '{name}, you are invited to',
  'rsvp.invited': 'You are invited to',
  'rsvp.when': 'When',
  'rsvp.where': 'Where',
  'rsvp.question': 'Will you attend?',
  'rsvp.yes': 'Yes',
  'rsvp.no': 'No',
  'rsvp.yourGuests': 'Your guests',
  'rsvp.mayBring': 'You may bring up to {count, plural, one {# guest} other {# guests}}.',
  'rsvp.sending': 'Sending…',
  'rsvp.send': 'Send my answer',
  'rsvp.thanksYes': 'Thank you! We look forward to seeing you.',
  'rsvp.thanksNo': 'Thank you for letting us know.',

  'attending.title': 'You are coming',
  'attending.seat': 'Your seat:',
  'attending.openPass': 'Open my pass',
  'attending.map': 'Show on a map',
  'attending.bring': 'You bring {count, plural, one {# guest} other {# guests}}',
  'attending.calendar': 'Add to your calendar',
  'attending.ics': 'Download .ics',

  'plusOne.guest': 'Guest {number}',
  'plusOne.remove': 'Remove guest {number}',
  'plusOne.firstName': 'First name',
  'plusOne.lastName': 'Last name',
  'plusOne.email': 'Email',
  'plusOne.phone': 'Phone',
  'plusOne.optional': 'optional',
  'plusOne.add': 'Bring a guest',

  'pass.title': 'Pass',
  'pass.loading': 'Loading your pass',
  'pass.invalidTitle': 'This pass link is not valid',
  'pass.invalidText': 'Please check that you opened the whole link, or ask the organiser for your pass again.',
  'pass.transferredText': 'The ticket now has a new holder, who was sent a pass of their own. This one no longer opens the door.',
  'pass.yourPass': 'Your pass',
  'pass.checkedIn': 'Checked in',
  'pass.showAtDoor': 'Show this at the door',
  'pass.tickets': '{count, plural, one {# ticket} other {# tickets}}',
  'pass.guest': 'Guest',
  'pass.plusOne': 'Plus-one',
  'pass.eventInformation': 'Event information',
  'pass.attire': 'Attire:',
  'pass.wifi': 'Wi-Fi:',
  'pass.poweredBy': 'Powered by Usher',

  'seat.section': 'Section',
  'seat.row_no': 'Row',
  'seat.table_no': 'Table',
  'seat.seat_no': 'Seat',
  'pass.typeTicket': 'Ticket',
  'pass.typeAccess': 'Access Pass',

  'waitlist.joinTitle': 'Join the waitlist',
  'waitlist.joinText': 'Every place is taken for now. We will email you as soon as one is free for you.',
  'waitlist.partySize': 'How many places do you need?',
  'waitlist.partySizeError': 'The party size must be between 1 and {max}.',
  'waitlist.justMe': 'Just me',
  'waitlist.meAnd': 'Me and {count, plural, one {# guest} other {# guests}}',
  'waitlist.joining': 'Joining…',
  'waitlist.position': 'You are number {position} on the waitlist',
  'waitlist.waitingText':
    'For {count, plural, one {# place} other {# places}}. We will email you when {count, plural, one {a place is} other {places are}} free for you; you then have a limited time to claim {count, plural, one {it} other {them}}.',
  'waitlist.leave': 'Leave the waitlist',
  'waitlist.left': 'You left the waitlist.',
  'waitlist.leaveFailed': 'You could not leave the waitlist. Please try again.',
  'waitlist.offerTitle': 'A place is free for you',
  'waitlist.offerText':
    'We are holding {count, plural, one {# place} other {# places}} for you until {until}. After that {count, plural, one {it goes} other {they go}} to the next guest on the waitlist.',
  'waitlist.claiming': 'Claiming…',
  'waitlist.claim': '{count, plural, one {Claim my place} other {Claim our places}}',
  'waitlist.claimed': 'Your place is confirmed. See you there!',
  'waitlist.claimFailed': 'The place could not be claimed. Please try again.',

  'email.hello': 'Hello,',
  'email.helloNamed': 'Hello {name},',
  'email.when': 'When',
  'email.where': 'Where',
  'email.seat': 'Your seat',
  'email.openLink': 'Or open this link: {link}',
  'invitation.subject': 'You are invited to {event}',
  'invitation.reminderSubject': 'Reminder: you are invited to {event}',
  'invitation.intro': 'You are invited to {event}.',
  'invitation.answer': 'Please let us know if you can come: {link}',
  'invitation.button': 'Respond to the invitation',
} as const;

export type MessageKey = keyof typeof en;

/** A language's catalogue: every key of the English one, none missing, none extra. */
export type Catalogue = { readonly [key in MessageKey]: string };
