import { describe, it } from 'vitest';
import { givenFor } from './given-when-then.ts';
import type { DomainEvent } from '@usher/events';
import { attendeeDecider, type AttendeeCommand } from '../../src/deciders/attendee-decider.ts';

const NOW = new Date('2030-06-15T12:00:00Z');
const GUEST = '44444444-4444-4444-8444-444444444444';
const PARENT = '55555555-5555-4555-8555-555555555555';
const EVENT = '66666666-6666-4666-8666-666666666666';

const PHONE_MESSAGE = 'Phone number must be a valid phone number. For non US numbers please add country prefix.';

const given = givenFor(attendeeDecider);

const add = (contact: Extract<AttendeeCommand, { type: 'AddAttendee' }>['contact'], parent: string | null = null): AttendeeCommand => ({
  type: 'AddAttendee',
  attendee_id: GUEST,
  event_uuid: EVENT,
  contact,
  parent_attendee_id: parent,
});

const added: DomainEvent = {
  type: 'AttendeeAdded',
  data: {
    attendee_id: GUEST,
    event_uuid: EVENT,
    first_name: 'John',
    last_name: 'Smith',
    email: 'john@example.com',
    phone_number: null,
    parent_attendee_id: null,
    is_approved: true,
    is_attending: null,
  },
};
const removed: DomainEvent = { type: 'AttendeeRemoved', data: { event_uuid: EVENT } };
const checkedIn: DomainEvent = { type: 'AttendeeCheckedIn', data: { event_uuid: EVENT, checked_in_at: NOW.toISOString() } };
const undone: DomainEvent = { type: 'AttendeeCheckInUndone', data: { event_uuid: EVENT } };
const rsvp = (is_attending: boolean | null): DomainEvent => ({
  type: 'AttendeeRsvpSet',
  data: { event_uuid: EVENT, is_attending, rsvped_at: is_attending === null ? null : NOW.toISOString() },
});
const approval = (is_approved: boolean | null): DomainEvent => ({ type: 'AttendeeApprovalSet', data: { event_uuid: EVENT, is_approved } });
const setRsvp = (is_attending: boolean | null): AttendeeCommand => ({ type: 'SetRsvp', is_attending, at: NOW });
const setApproval = (is_approved: boolean | null): AttendeeCommand => ({ type: 'SetApproval', is_approved });
const invalid = (errors: Record<string, string[]>) => ({ kind: 'validation' as const, code: 'validation_failed', errors });

describe('attendeeDecider: AddAttendee', () => {
  it('adds a guest, approved and with RSVP pending', () => {
    given()
      .when(add({ first_name: 'John', last_name: 'Smith', email: 'john@example.com' }))
      .then([{ ...added, data: { ...added.data, has_email: true } }]);
  });

  it('stores trimmed names, a lower-cased email and an E.164 phone', () => {
    given()
      .when(add({ first_name: '  Ana ', last_name: ' Ruiz ', email: 'Ana.Ruiz@Example.COM', phone_number: '(202) 555-0143' }))
      .then([
        {
          type: 'AttendeeAdded',
          data: {
            attendee_id: GUEST,
            event_uuid: EVENT,
            first_name: 'Ana',
            last_name: 'Ruiz',
            email: 'ana.ruiz@example.com',
            has_email: true,
            phone_number: '+12025550143',
            parent_attendee_id: null,
            is_approved: true,
            is_attending: null,
          },
        },
      ]);
  });

  it('keeps a foreign number given with its country prefix, and stores blanks as null', () => {
    given()
      .when(add({ first_name: 'Ana', email: '  ', phone_number: '+44 20 7946 0958' }))
      .then([
        {
          type: 'AttendeeAdded',
          data: {
            attendee_id: GUEST,
            event_uuid: EVENT,
            first_name: 'Ana',
            last_name: '',
            email: null,
            has_email: false,
            phone_number: '+442079460958',
            parent_attendee_id: null,
            is_approved: true,
            is_attending: null,
          },
        },
      ]);
  });

  it('records the parent of a plus-one', () => {
    given()
      .when(add({ first_name: 'Plus', last_name: 'One' }, PARENT))
      .then([
        {
          type: 'AttendeeAdded',
          data: {
            attendee_id: GUEST,
            event_uuid: EVENT,
            first_name: 'Plus',
            last_name: 'One',
            email: null,
            has_email: false,
            phone_number: null,
            parent_attendee_id: PARENT,
            is_approved: true,
            is_attending: null,
          },
        },
      ]);
  });

  it('requires a first name', () => {
    given()
      .when(add({ first_name: '', last_name: 'Smith' }))
      .thenRefuses(invalid({ first_name: ['First name is required.'] }));
    given()
      .when(add({ last_name: 'Smith' }))
      .thenRefuses(invalid({ first_name: ['First name is required.'] }));
  });

  it('refuses a bad email and a bad phone number, with the spec messages', () => {
    given()
      .when(add({ first_name: 'John', email: 'john@' }))
      .thenRefuses(invalid({ email: ['Email must be a valid email address.'] }));
    given()
      .when(add({ first_name: 'John', phone_number: '12345' }))
      .thenRefuses(invalid({ phone_number: [PHONE_MESSAGE] }));
    // A London number without its +44 is read as a US number, which it is not.
    given()
      .when(add({ first_name: 'John', phone_number: '020 7946 0958' }))
      .thenRefuses(invalid({ phone_number: [PHONE_MESSAGE] }));
  });

  it('reports every broken field at once', () => {
    given()
      .when(add({ first_name: ' ', last_name: 'x'.repeat(256), email: 'nope', phone_number: 'call me' }))
      .thenRefuses(
        invalid({
          first_name: ['First name is required.'],
          last_name: ['Last name may not be greater than 255 characters.'],
          email: ['Email must be a valid email address.'],
          phone_number: [PHONE_MESSAGE],
        }),
      );
  });

  it('refuses a guest that exists already', () => {
    given(added)
      .when(add({ first_name: 'John' }))
      .thenRefuses({ kind: 'conflict', code: 'attendee_exists' });
  });
});

describe('attendeeDecider: ChangeAttendeeDetails', () => {
  it('records only the fields that changed, normalised', () => {
    given(added)
      .when({ type: 'ChangeAttendeeDetails', contact: { first_name: 'Johnny ', last_name: 'Smith', email: 'JOHN@example.com', phone_number: '202-555-0143' } })
      .then([
        {
          type: 'AttendeeDetailsChanged',
          data: { changes: { first_name: 'Johnny', phone_number: '+12025550143' }, previous: { first_name: 'John', phone_number: null } },
        },
      ]);
  });

  it('emits nothing when nothing changes', () => {
    given(added)
      .when({ type: 'ChangeAttendeeDetails', contact: { first_name: ' John', email: 'John@Example.com' } })
      .then([]);
    given(added).when({ type: 'ChangeAttendeeDetails', contact: {} }).then([]);
  });

  it('clears an email sent blank', () => {
    given(added)
      .when({ type: 'ChangeAttendeeDetails', contact: { email: '' } })
      .then([{ type: 'AttendeeDetailsChanged', data: { changes: { email: null }, previous: { email: 'john@example.com' }, has_email: false } }]);
  });

  it('validates only the fields sent', () => {
    given(added)
      .when({ type: 'ChangeAttendeeDetails', contact: { first_name: '' } })
      .thenRefuses(invalid({ first_name: ['First name is required.'] }));
    given(added)
      .when({ type: 'ChangeAttendeeDetails', contact: { email: 'nope' } })
      .thenRefuses(invalid({ email: ['Email must be a valid email address.'] }));
    given(added)
      .when({ type: 'ChangeAttendeeDetails', contact: { phone_number: '555-0143' } })
      .thenRefuses(invalid({ phone_number: [PHONE_MESSAGE] }));
  });

  it('compares with earlier changes', () => {
    given(added, { type: 'AttendeeDetailsChanged', data: { changes: { first_name: 'Johnny' }, previous: { first_name: 'John' } } })
      .when({ type: 'ChangeAttendeeDetails', contact: { first_name: 'Johnny' } })
      .then([]);
  });
});

describe('attendeeDecider: RemoveAttendee', () => {
  it('removes a guest', () => {
    given(added).when({ type: 'RemoveAttendee' }).then([removed]);
  });
});

describe('attendeeDecider: CheckIn and UndoCheckIn', () => {
  it('checks a guest in at the given time', () => {
    given(added).when({ type: 'CheckIn', at: NOW }).then([checkedIn]);
  });

  it('refuses a second check-in with already_checked_in', () => {
    given(added, checkedIn).when({ type: 'CheckIn', at: NOW }).thenRefuses({ kind: 'conflict', code: 'already_checked_in' });
  });

  it('undoes a check-in, after which the guest may check in again', () => {
    given(added, checkedIn).when({ type: 'UndoCheckIn' }).then([undone]);
    given(added, checkedIn, undone).when({ type: 'CheckIn', at: NOW }).then([checkedIn]);
  });

  it('refuses to undo the check-in of a guest not checked in with not_checked_in', () => {
    given(added).when({ type: 'UndoCheckIn' }).thenRefuses({ kind: 'conflict', code: 'not_checked_in' });
    given(added, checkedIn, undone).when({ type: 'UndoCheckIn' }).thenRefuses({ kind: 'conflict', code: 'not_checked_in' });
  });
});

describe('attendeeDecider: SetRsvp', () => {
  it('moves between pending (null), yes (true) and no (false), stamping rsvped_at except for pending', () => {
    given(added)
      .when(setRsvp(true))
      .then([rsvp(true)]);
    given(added)
      .when(setRsvp(false))
      .then([rsvp(false)]);
    given(added, rsvp(true))
      .when(setRsvp(false))
      .then([rsvp(false)]);
    given(added, rsvp(false))
      .when(setRsvp(null))
      .then([rsvp(null)]);
  });

  it('emits nothing when the answer does not change', () => {
    given(added).when(setRsvp(null)).then([]);
    given(added, rsvp(true)).when(setRsvp(true)).then([]);
    given(added, rsvp(false)).when(setRsvp(false)).then([]);
  });
});

describe('attendeeDecider: SetApproval', () => {
  it('moves between approved (true), rejected (false) and pending (null)', () => {
    given(added)
      .when(setApproval(false))
      .then([approval(false)]);
    given(added)
      .when(setApproval(null))
      .then([approval(null)]);
    given(added, approval(null))
      .when(setApproval(true))
      .then([approval(true)]);
  });

  it('emits nothing when the approval does not change (a new guest is approved)', () => {
    given(added).when(setApproval(true)).then([]);
    given(added, approval(false)).when(setApproval(false)).then([]);
    given(added, approval(null)).when(setApproval(null)).then([]);
  });
});

describe('attendeeDecider: a guest that is removed or never existed', () => {
  const commands: AttendeeCommand[] = [
    { type: 'ChangeAttendeeDetails', contact: { first_name: 'X' } },
    { type: 'RemoveAttendee' },
    { type: 'CheckIn', at: NOW },
    { type: 'UndoCheckIn' },
    setRsvp(true),
    setApproval(false),
  ];

  it.each(commands.map((command) => [command.type, command] as const))('refuses %s with attendee_not_found', (_type, command) => {
    given(added, removed).when(command).thenRefuses({ kind: 'not_found', code: 'attendee_not_found' });
    given().when(command).thenRefuses({ kind: 'not_found', code: 'attendee_not_found' });
  });

  it('does not let a removed guest be added again under the same id', () => {
    given(added, removed)
      .when(add({ first_name: 'John' }))
      .thenRefuses({ kind: 'conflict', code: 'attendee_exists' });
  });
});
