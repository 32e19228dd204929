import { describe, expect, it } from 'vitest'
import type { EmailTemplate, NotificationTemplate } from '@/api/templates'
import { blankDraft, draftForNotification, draftOf, newTemplateInput, purposeOf, templateChangeInput } from './template-draft'

const notification = {
  notification_type: 'rsvp_confirmation',
  label: 'RSVP confirmation',
  default_subject: 'You are coming',
  default_body: '<p>See you</p>',
  active_template_id: null,
} as unknown as NotificationTemplate
const saved = {
  id: 'tpl-1',
  name: 'Warm RSVP',
  notification_type: 'rsvp_confirmation',
  subject: 'Yay',
  body: '<p>Yay</p>',
  translations: { de: { subject: 'Juhu' } },
  is_active: true,
} as unknown as EmailTemplate

describe('template drafts', () => {
  it('a notification opens on its template in use, or on the product’s words to start a copy from', () => {
    expect(draftForNotification({ ...notification, active_template_id: 'tpl-1' } as NotificationTemplate, [saved])).toEqual({
      id: 'tpl-1',
      name: 'Warm RSVP',
      notificationType: 'rsvp_confirmation',
      subject: 'Yay',
      body: '<p>Yay</p>',
      translations: { de: { subject: 'Juhu' } },
      activate: true,
    })
    expect(draftForNotification(notification, [saved])).toEqual({
      id: null,
      name: 'RSVP confirmation',
      notificationType: 'rsvp_confirmation',
      subject: 'You are coming',
      body: '<p>See you</p>',
      translations: {},
      activate: true,
    })
  })

  it('a new template is sent trimmed, and a communications template is never made a notification’s', () => {
    const draft = { ...blankDraft(), name: '  Welcome ', subject: ' Hello ', body: ' <p>x</p> ', activate: true }
    expect(newTemplateInput(draft)).toEqual({
      name: 'Welcome',
      notification_type: null,
      subject: 'Hello',
      body: ' <p>x</p> ',
      translations: {},
      activate: false,
    })
    expect(newTemplateInput({ ...draft, notificationType: 'rsvp_confirmation' }).activate).toBe(true)
  })

  it('a change never switches a notification’s template off: an unchecked box is left out', () => {
    expect(templateChangeInput(draftOf(saved))).toEqual({
      name: 'Warm RSVP',
      subject: 'Yay',
      body: '<p>Yay</p>',
      translations: { de: { subject: 'Juhu' } },
      activate: true,
    })
    expect(templateChangeInput(draftOf(saved, false))).not.toHaveProperty('activate')
  })

  it('names what a template is for', () => {
    expect(purposeOf({ notification_type: null }, [notification])).toBe('Communications')
    expect(purposeOf({ notification_type: 'rsvp_confirmation' }, [notification])).toBe('RSVP confirmation')
    expect(purposeOf({ notification_type: 'gone' }, [notification])).toBe('A notification')
  })
})
