import { describe, expect, it } from 'vitest'
import { csvRowsOf, fileNameOf } from './report-files'

describe('report files', () => {
  it('names a file after its title', () => {
    expect(fileNameOf('Arrivals per 5 minutes')).toBe('arrivals-per-5-minutes')
    expect(fileNameOf('Messages: delivery, opens and clicks')).toBe('messages-delivery-opens-and-clicks')
    expect(fileNameOf('!!!')).toBe('report')
  })

  it('heads the CSV as the screen does, keeping two columns of the same name apart', () => {
    const table = {
      columns: [
        { key: 'time', label: 'From (Europe/Berlin)' },
        { key: 'v:a', label: 'VIP' },
        { key: 'v:b', label: 'VIP' },
      ],
      rows: [{ time: '7:05 PM', 'v:a': 2, 'v:b': 1 }],
    }
    expect(csvRowsOf(table)).toEqual({
      headers: ['From (Europe/Berlin)', 'VIP', 'VIP (2)'],
      rows: [{ 'From (Europe/Berlin)': '7:05 PM', VIP: 2, 'VIP (2)': 1 }],
    })
  })
})
