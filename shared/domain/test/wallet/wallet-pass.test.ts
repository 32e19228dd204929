import { describe, expect, it } from 'vitest';
import { applePassJson } from '../../src/wallet/apple-pass-json.ts';
import { googleEventTicketObject, googleSaveClaims } from '../../src/wallet/google-wallet-object.ts';
import { hexOf, inEventZone, rgbOf, type WalletPassContent } from '../../src/wallet/wallet-pass-content.ts';
import { defaultPassSettings } from '../../src/passes/pass-settings.ts';
import { defaultEventData } from '../../src/passes/event-data.ts';
import { passView, type PassGuest } from '../../src/passes/pass-view.ts';

const LOCATION = {
  name: 'Pier 9',
  address: null,
  address_2: null,
  postal_code: null,
  city: 'New York',
  state_region_code: 'NY',
  state_region: 'New York',
  country_code: 'US',
  country: 'United States',
};

const guest: PassGuest = {
  full_name: 'Ana Lima',
  is_forgotten: false,
  checked_in: false,
  checked_in_at: null,
  values: { email: 'ana@example.org' },
  custom_fields: {},
  seat: { section: null, row_no: null, table_no: '12', seat_no: '2' },
};

function contentWith(eventData = defaultEventData(), passSettings = defaultPassSettings()): WalletPassContent {
  const event = {
    name: 'Harbour Gala',
    starts_date: '2031-01-15',
    starts_time: '20:00',
    end_date: null,
    end_time: null,
    timezone: 'America/New_York',
    location: LOCATION,
  };
  return {
    token: 'P1token',
    event_uuid: '0b6a3c4e-0000-4000-8000-000000000001',
    view: passView({
      event,
      pass_settings: passSettings,
      event_data: eventData,
      custom_fields: [],
      guest,
      plus_ones: [{ full_name: 'Bo Plus', is_forgotten: false }],
    }),
    starts_at: '2031-01-16T01:00:00.000Z',
    ends_at: null,
    has_start_time: true,
    organisation_name: 'Harbour Friends',
    pass_page_url: 'https://usher.example/pass/P1token',
    logo_url: null,
  };
}

const seated = { ...defaultEventData(), seating_assignment_pass_display_enabled: true, enabled_seating_fields: ['table_no', 'seat_no'] };
const unseated = { ...seated, seating_assignment_pass_display_enabled: false };

describe('colours and times for the wallets', () => {
  it('writes colours as each wallet takes them and refuses what is not a colour', () => {
    expect(rgbOf('#2D4CD7')).toBe('rgb(45, 76, 215)');
    expect(hexOf('#2D4CD7')).toBe('#2d4cd7');
    expect(rgbOf('blue')).toBeNull();
    expect(hexOf(null)).toBeNull();
  });

  it("writes an instant as the venue's wall-clock time with its offset", () => {
    expect(inEventZone('2031-01-16T01:00:00.000Z', 'America/New_York')).toBe('2031-01-15T20:00:00-05:00');
  });
});

describe('applePassJson', () => {
  it('shows the seat only when the event shows seats on passes', () => {
    const shown = applePassJson(contentWith(seated), { pass_type_identifier: 'pass.org.example', team_identifier: 'ABCDE12345' }) as {
      eventTicket: { secondaryFields: unknown[] };
    };
    expect(shown.eventTicket.secondaryFields).toEqual([
      { key: 'guest', label: 'Guest', value: 'Ana Lima' },
      { key: 'seat', label: 'Seat', value: 'Table 12, Seat 2' },
    ]);
    const hidden = applePassJson(contentWith(unseated), { pass_type_identifier: 'pass.org.example', team_identifier: 'ABCDE12345' }) as {
      eventTicket: { secondaryFields: unknown[] };
    };
    expect(hidden.eventTicket.secondaryFields).toEqual([{ key: 'guest', label: 'Guest', value: 'Ana Lima' }]);
  });

  it("carries the time in the event's zone, relevantDate and the plus-ones", () => {
    const pass = applePassJson(contentWith(), { pass_type_identifier: 'pass.org.example', team_identifier: 'ABCDE12345' }) as {
      relevantDate: string;
      eventTicket: { auxiliaryFields: unknown[]; backFields: unknown[] };
    };
    expect(pass.relevantDate).toBe('2031-01-15T20:00:00-05:00');
    expect(pass.eventTicket.auxiliaryFields).toEqual([
      {
        key: 'starts',
        label: 'When (America/New_York)',
        value: '2031-01-15T20:00:00-05:00',
        dateStyle: 'PKDateStyleMedium',
        timeStyle: 'PKDateStyleShort',
        ignoresTimeZone: true,
      },
      { key: 'tickets', label: 'Tickets', value: '2' },
    ]);
    expect(pass.eventTicket.backFields).toEqual(expect.arrayContaining([{ key: 'plus_ones', label: 'Guests with you', value: 'Bo Plus' }]));
  });

  it('leaves the QR code out when the pass settings hide it', () => {
    const settings = defaultPassSettings();
    const pass = applePassJson(contentWith(defaultEventData(), { ...settings, access: { ...settings.access, hide_qr: true } }), {
      pass_type_identifier: 'pass.org.example',
      team_identifier: 'ABCDE12345',
    });
    expect(pass).not.toHaveProperty('barcodes');
  });
});

describe('Google Wallet', () => {
  const ids = { issuer_id: '3388000000012345678', service_account_email: 'wallet@example.iam.gserviceaccount.com' };

  it('puts the seat in seatInfo when the event shows seats', () => {
    expect(googleEventTicketObject(contentWith(seated), ids)).toMatchObject({
      seatInfo: { seat: { defaultValue: { value: '2' } }, gate: { defaultValue: { value: 'Table 12' } } },
    });
    expect(googleEventTicketObject(contentWith(unseated), ids)).not.toHaveProperty('seatInfo');
  });

  it("makes the claims of a Save link: the service account, Google's audience, the class and the object", () => {
    const claims = googleSaveClaims(contentWith(), ids, 'https://usher.example') as {
      payload: { eventTicketObjects: unknown[]; eventTicketClasses: unknown[] };
    };
    expect(claims).toMatchObject({ iss: ids.service_account_email, aud: 'google', typ: 'savetowallet', origins: ['https://usher.example'] });
    expect(claims.payload.eventTicketObjects[0]).toMatchObject({
      id: '3388000000012345678.P1token',
      classId: '3388000000012345678.event-0b6a3c4e-0000-4000-8000-000000000001',
    });
    expect(claims.payload.eventTicketClasses[0]).toMatchObject({
      eventName: { defaultValue: { language: 'en-US', value: 'Harbour Gala' } },
      dateTime: { start: '2031-01-16T01:00:00.000Z' },
    });
  });
});
