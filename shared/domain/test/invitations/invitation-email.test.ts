import { describe, expect, it } from 'vitest';
import { describeWhen, describeWhere, summarizeEvent } from '../../src/invitations/event-summary.ts';
import { invitationEmail } from '../../src/invitations/invitation-email.ts';
import { emptyLocation } from '../../src/constants/locations.ts';

const base = {
  name: 'Gala',
  starts_date: '2099-12-05',
  starts_time: '19:30',
  end_date: null,
  end_time: null,
  timezone: 'Europe/Brussels',
  location: emptyLocation(),
};

describe('event summary', () => {
  it("says when in the event's own zone, with an end on the same day as a time only", () => {
    expect(describeWhen(base)).toBe('Saturday, December 5, 2099 at 7:30 PM (Europe/Brussels)');
    expect(describeWhen({ ...base, end_date: '2099-12-05', end_time: '23:00' })).toBe('Saturday, December 5, 2099 at 7:30 PM – 11:00 PM (Europe/Brussels)');
    expect(describeWhen({ ...base, starts_time: null })).toBe('Saturday, December 5, 2099 (Europe/Brussels)');
    expect(describeWhen({ ...base, starts_date: null })).toBeNull();
  });
  it('says where in one line, and nothing for a bare default country', () => {
    expect(describeWhere(emptyLocation())).toBeNull();
    // A US address as the US writes it: city, state code and ZIP together.
    expect(
      describeWhere({
        ...emptyLocation(),
        name: 'Town Hall',
        address: '405 Lexington Ave',
        city: 'New York',
        state_region_code: 'NY',
        state_region: 'New York',
        postal_code: '10017',
      }),
    ).toBe('Town Hall, 405 Lexington Ave, New York, NY 10017, United States of America');
    expect(describeWhere({ ...emptyLocation(), name: 'Town Hall', city: 'Springfield', postal_code: '12345' })).toBe(
      'Town Hall, Springfield, 12345, United States of America',
    );
  });
});

describe('invitation email', () => {
  const event = summarizeEvent(base);
  it("names the guest's seat among the details when they have one, escaped in HTML", () => {
    const mail = invitationEmail({ event, guestName: 'Ana', link: 'https://x.test/rsvp/t', message: null, resend: false, seat: 'Table <12>, Seat 2' });
    expect(mail.text).toContain('Your seat: Table <12>, Seat 2');
    expect(mail.html).toContain('<strong>Your seat:</strong> Table &lt;12&gt;, Seat 2');
    expect(invitationEmail({ event, guestName: 'Ana', link: 'https://x.test/rsvp/t', message: null, resend: false }).text).not.toContain('Your seat');
  });
  it('carries the greeting, the message as text, the details and the link', () => {
    const mail = invitationEmail({ event, guestName: 'Ana Ruiz', link: 'https://x.test/rsvp/t', message: 'Dress <b>up</b>', resend: false });
    expect(mail.subject).toBe('You are invited to Gala');
    expect(mail.text).toContain('Hello Ana Ruiz,');
    expect(mail.text).toContain('Dress <b>up</b>');
    expect(mail.text).toContain('When: Saturday, December 5, 2099 at 7:30 PM (Europe/Brussels)');
    expect(mail.text).toContain('https://x.test/rsvp/t');
    expect(mail.html).toContain('Dress &lt;b&gt;up&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>up</b>');
  });
  it('a resend is a reminder', () => {
    expect(invitationEmail({ event, guestName: '', link: 'l', message: null, resend: true }).subject).toBe('Reminder: you are invited to Gala');
  });
});

describe('a branded invitation', () => {
  const event = summarizeEvent(base);
  it("carries the pass settings' logo and colours, and the calendar file", async () => {
    const { defaultPassSettings } = await import('../../src/passes/pass-settings.ts');
    const { mailBrandingOf } = await import('../../src/invitations/mail-branding.ts');
    const pass = defaultPassSettings();
    pass.access.logo_image = '/media/00000000-0000-4000-8000-000000000001';
    pass.access.background_color = '#112233';
    pass.access.text_color = '#FFEEDD';
    const mail = invitationEmail({
      event,
      guestName: 'Ana',
      link: 'https://x.test/rsvp/t',
      message: null,
      resend: false,
      branding: mailBrandingOf(pass, 'https://x.test'),
      calendarFile: 'BEGIN:VCALENDAR',
    });
    expect(mail.html).toContain('src="https://x.test/media/00000000-0000-4000-8000-000000000001"');
    expect(mail.html).toContain('background:#112233;color:#FFEEDD');
    expect(mail.attachments).toEqual([{ filename: 'invitation.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }]);
  });
});
