import { describe, it } from 'vitest';
import type { DomainEvent } from '@usher/events';
import { givenFor } from './given-when-then.ts';
import { templateDecider } from '../../src/deciders/template-decider.ts';
import { smtpConfigurationDecider, type SmtpConfigurationFields } from '../../src/deciders/smtp-configuration-decider.ts';
import { eventDecider } from '../../src/deciders/event-decider.ts';
import { defaultEventSettings } from '../../src/deciders/event-defaults.ts';
import { DEFAULT_TEMPLATES } from '../../src/communications/notification-types.ts';

const EVENT = '11111111-1111-4111-8111-111111111111';
const TEMPLATE = '22222222-2222-4222-8222-222222222222';
const SMTP = '33333333-3333-4333-8333-333333333333';
const ORG = '44444444-4444-4444-8444-444444444444';

const templateCreated = (notification_type: string | null): DomainEvent => ({
  type: 'TemplateCreated',
  data: { event_uuid: EVENT, template_id: TEMPLATE, notification_type, name: 'Ours', subject: 'Hi', body: '<p>Hi</p>' },
});

describe('templateDecider', () => {
  const given = givenFor(templateDecider);

  it('creates a template with a trimmed name, refusing empty words and unknown notification types', () => {
    given()
      .when({
        type: 'CreateTemplate',
        event_uuid: EVENT,
        template_id: TEMPLATE,
        notification_type: 'invitation',
        name: ' Ours ',
        subject: 'Hi',
        body: '<p>Hi</p>',
      })
      .then([templateCreated('invitation')]);
    given()
      .when({ type: 'CreateTemplate', event_uuid: EVENT, template_id: TEMPLATE, notification_type: 'birthday', name: '', subject: '', body: '<p>b</p>' })
      .thenRefuses({
        kind: 'validation',
        code: 'validation_failed',
        errors: { name: ['The name is required.'], subject: ['The subject is required.'], notification_type: ['The selected notification type is invalid.'] },
      });
  });

  it('refuses merge tags the renderer does not read, except in a copy made by a duplication (issue 28)', () => {
    const words = {
      type: 'CreateTemplate' as const,
      event_uuid: EVENT,
      template_id: TEMPLATE,
      notification_type: null,
      name: 'Ours',
      subject: 'Hi {{ first_name }}',
      body: '<p>Hi</p>',
    };
    given()
      .when(words)
      .thenRefuses({
        kind: 'validation',
        code: 'validation_failed',
        errors: { subject: ['The subject has a merge tag that is not written the way it is sent: {{ first_name }}. Type @ and pick the tag from the list.'] },
      });
    given()
      .when({ ...words, copied: true })
      .then([
        {
          type: 'TemplateCreated',
          data: { event_uuid: EVENT, template_id: TEMPLATE, notification_type: null, name: 'Ours', subject: 'Hi {{ first_name }}', body: '<p>Hi</p>' },
        },
      ]);
    // A template saved before the rule can still be renamed; the words an update sends are held to it.
    const oldWords: DomainEvent = {
      type: 'TemplateCreated',
      data: { event_uuid: EVENT, template_id: TEMPLATE, notification_type: null, name: 'Ours', subject: 'Hi {first_name}', body: '<p>Hi</p>' },
    };
    given(oldWords)
      .when({ type: 'UpdateTemplate', changes: { name: 'Renamed' } })
      .then([{ type: 'TemplateUpdated', data: { event_uuid: EVENT, template_id: TEMPLATE, changes: { name: 'Renamed' } } }]);
  });

  it('records only what changed', () => {
    given(templateCreated(null))
      .when({ type: 'UpdateTemplate', changes: { name: 'Ours', subject: 'Hello' } })
      .then([{ type: 'TemplateUpdated', data: { event_uuid: EVENT, template_id: TEMPLATE, changes: { subject: 'Hello' } } }]);
    given(templateCreated(null))
      .when({ type: 'UpdateTemplate', changes: { name: 'Ours' } })
      .then([]);
  });

  it("resets a notification's template to the default words; a communication template has none", () => {
    given(templateCreated('reminder'))
      .when({ type: 'ResetTemplateToDefault' })
      .then([{ type: 'TemplateResetToDefault', data: { event_uuid: EVENT, template_id: TEMPLATE, ...DEFAULT_TEMPLATES.reminder } }]);
    given(templateCreated(null)).when({ type: 'ResetTemplateToDefault' }).thenRefuses({ kind: 'conflict', code: 'template_has_no_default' });
  });

  it('answers a deleted template as not found', () => {
    const deleted: DomainEvent = { type: 'TemplateDeleted', data: { event_uuid: EVENT, template_id: TEMPLATE } };
    given(templateCreated(null), deleted).when({ type: 'DeleteTemplate' }).thenRefuses({ kind: 'not_found', code: 'template_not_found' });
  });
});

const FIELDS: SmtpConfigurationFields = {
  name: 'Ours',
  host: 'smtp.example.org',
  port: 587,
  security: 'starttls',
  username: null,
  has_password: false,
  from_email: 'a@example.org',
  from_name: null,
  reply_to: null,
  max_per_minute: 600,
};

describe('smtpConfigurationDecider', () => {
  const given = givenFor(smtpConfigurationDecider);
  const saved: DomainEvent = { type: 'SmtpConfigurationSaved', data: { event_uuid: EVENT, smtp_configuration_id: SMTP, ...FIELDS } };

  it('saves normalised settings once, and nothing when they are the same', () => {
    given()
      .when({
        type: 'SaveSmtpConfiguration',
        event_uuid: EVENT,
        smtp_configuration_id: SMTP,
        fields: { ...FIELDS, host: ' SMTP.example.org ', from_name: ' ' },
      })
      .then([saved]);
    given(saved).when({ type: 'SaveSmtpConfiguration', event_uuid: EVENT, smtp_configuration_id: SMTP, fields: FIELDS }).then([]);
  });

  it('refuses a bad host and addresses, and another event saving over it', () => {
    given()
      .when({ type: 'SaveSmtpConfiguration', event_uuid: EVENT, smtp_configuration_id: SMTP, fields: { ...FIELDS, host: 'smtp_example', from_email: 'x' } })
      .thenRefuses({
        kind: 'validation',
        code: 'validation_failed',
        errors: { host: ['The host must be a valid host name.'], from_email: ['The from email must be a valid email address.'] },
      });
    given(saved)
      .when({ type: 'SaveSmtpConfiguration', event_uuid: ORG, smtp_configuration_id: SMTP, fields: FIELDS })
      .thenRefuses({ kind: 'not_found', code: 'smtp_configuration_not_found' });
  });
});

describe('eventDecider: mail settings', () => {
  const given = givenFor(eventDecider);
  const LOCATION = {
    name: null,
    address: null,
    address_2: null,
    postal_code: null,
    city: null,
    state_region_code: null,
    state_region: null,
    country_code: 'US',
    country: 'United States',
  };
  const created: DomainEvent = {
    type: 'EventCreated',
    data: { uuid: EVENT, organisation_id: ORG, settings: { ...defaultEventSettings(), name: 'Gala' }, location: LOCATION, duplicated_from: null },
  };
  const known = { templates: new Map([[TEMPLATE, 'invitation']]), smtpConfigurationIds: new Set([SMTP]) };

  it('records what changed, the whole map of active templates with it', () => {
    given(created)
      .when({
        type: 'ChangeCommunicationSettings',
        smtp_configuration_id: SMTP,
        is_open_tracking_enabled: true,
        active_notification_templates: { invitation: TEMPLATE },
        known,
      })
      .then([
        {
          type: 'EventCommunicationSettingsChanged',
          data: { changes: { smtp_configuration_id: SMTP, active_notification_templates: { invitation: TEMPLATE } } },
        },
      ]);
    const active: DomainEvent = { type: 'EventCommunicationSettingsChanged', data: { changes: { active_notification_templates: { invitation: TEMPLATE } } } };
    given(created, active)
      .when({ type: 'ChangeCommunicationSettings', active_notification_templates: { invitation: null }, known })
      .then([{ type: 'EventCommunicationSettingsChanged', data: { changes: { active_notification_templates: {} } } }]);
  });

  it("refuses a template for another notification, an unknown type, and a configuration that is not the event's", () => {
    given(created)
      .when({ type: 'ChangeCommunicationSettings', smtp_configuration_id: ORG, active_notification_templates: { reminder: TEMPLATE, nope: TEMPLATE }, known })
      .thenRefuses({
        kind: 'validation',
        code: 'validation_failed',
        errors: {
          smtp_configuration_id: ['The selected SMTP configuration is invalid.'],
          'active_notification_templates.reminder': ['The selected template is invalid.'],
          'active_notification_templates.nope': ['The selected notification type is invalid.'],
        },
      });
  });
});
