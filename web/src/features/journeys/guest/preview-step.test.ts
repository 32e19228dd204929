import { describe, expect, it } from 'vitest'
import { EMPTY_GRAPH } from '@usher/domain/journeys/index'
import { de } from '@usher/domain/i18n/catalogues/de'
import { translatorFor } from '@usher/domain/i18n/translate'
import { newBlock, newStep } from '../editor/new-step'
import { previewField, previewStep } from './preview-step'

// The editor's phone preview: a draft step drawn as the guest would see it, from what the editor has.

const event = { name: 'Gala', starts: '2026-11-21T00:00:00Z', when: 'Nov 20, 2026, 7:00 PM EST', timezone: 'America/New_York', location: '1 Main St, Boston' }
const customFields = [{ id: 'diet', label: 'Diet', type: 'single_choice', options: ['Vegan', 'Any'], is_required: true }] as never

describe('previewField', () => {
  it('asks a custom field as the event defines it, and drops one deleted since', () => {
    expect(previewField('custom:diet', { customFields })).toEqual({
      key: 'custom:diet',
      label: 'Diet',
      kind: 'single_choice',
      options: ['Vegan', 'Any'],
      required: true,
      value: null,
    })
    expect(previewField('custom:gone', { customFields })).toBeNull()
  })

  it('the guest’s own details: first name always required, others as the event sets them, unknown keys in words', () => {
    expect(previewField('first_name', {})).toMatchObject({ label: 'First name', required: true })
    expect(previewField('email', { defaultFields: { email: { is_visible: true, is_required: true } } as never })).toMatchObject({
      kind: 'email',
      required: true,
    })
    expect(previewField('phone_number', {})).toMatchObject({ kind: 'phone', required: false })
    expect(previewField('dietary_needs', {})).toMatchObject({ label: 'Dietary needs', kind: 'text' })
  })
})

describe('previewStep', () => {
  it('draws a form’s fields and buttons, labelled in the usual words when left blank', () => {
    const form = newStep('form', EMPTY_GRAPH, { x: 0, y: 0 })
    form.form_fields = ['first_name', 'custom:diet', 'custom:gone']
    const drawn = previewStep(form, event, { customFields })
    expect(drawn.form_fields.map((f) => f.key)).toEqual(['first_name', 'custom:diet'])
    expect(drawn.buttons).toHaveLength(1)
    expect(drawn.buttons[0]!.label).not.toBe('')
  })

  it('resolves blocks from the event and the editor: details, map link, images by media id', () => {
    const page = newStep('page', EMPTY_GRAPH, { x: 0, y: 0 })
    page.blocks = [newBlock('event_details'), newBlock('map'), { ...newBlock('image'), media_id: 'm1' }, { ...newBlock('image'), media_id: 'm2' }]
    const drawn = previewStep(page, event, { mediaUrl: (id) => (id === 'm1' ? '/media/m1.png' : null) })
    expect(drawn.blocks[0]).toMatchObject({
      type: 'event_details',
      name: 'Gala',
      when: 'Nov 20, 2026, 7:00 PM EST',
      where: '1 Main St, Boston',
      timezone: 'America/New_York',
    })
    expect(drawn.blocks[1]).toMatchObject({ type: 'map', location: '1 Main St, Boston', maps_url: expect.stringContaining('http') })
    expect(drawn.blocks.slice(2).map((b) => (b as { url: string | null }).url)).toEqual(['/media/m1.png', null])
  })

  it('says the product’s words in the language previewed, as the server says them to a guest in it', () => {
    const form = newStep('form', EMPTY_GRAPH, { x: 0, y: 0 })
    form.form_fields = ['first_name', 'phone_number']
    form.actions = form.actions.map((action) => ({ ...action, label: '' }))
    const drawn = previewStep(form, event, { t: translatorFor('de', de) })
    expect(drawn.form_fields.map((field) => field.label)).toEqual([de['plusOne.firstName'], de['journey.phoneNumber']])
    expect(drawn.buttons.map((button) => button.label)).toEqual([de['journey.submit']])
  })

  it('a page asks no fields even if some are listed', () => {
    const page = newStep('page', EMPTY_GRAPH, { x: 0, y: 0 })
    page.form_fields = ['first_name']
    expect(previewStep(page, event).form_fields).toEqual([])
  })
})
