import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-error'
import { checkFile, formatBytes, MAX_UPLOAD_BYTES, uploadErrorMessage } from './upload-file'

// The guest file upload: the server's first checks made before sending, and what the drop zone says when it refuses.

const fileOf = (name: string, size: number) => ({ name, size }) as File

describe('checkFile', () => {
  it('takes a CSV or Excel file that holds something and is not too large', () => {
    expect(checkFile(fileOf('guests.csv', 10))).toBeNull()
    expect(checkFile(fileOf('Guests.XLSX', MAX_UPLOAD_BYTES))).toBeNull()
  })

  it('says why it refuses any other', () => {
    expect(checkFile(fileOf('guests.numbers', 10))).toBe('The file must be a CSV or Excel (.xlsx) file.')
    expect(checkFile(fileOf('guests.csv', 0))).toBe('The file is empty.')
    expect(checkFile(fileOf('guests.csv', MAX_UPLOAD_BYTES + 1))).toBe('The file may not be greater than 50 MB.')
  })
})

describe('uploadErrorMessage', () => {
  it('says the server’s word on the file, else on any field, else its message', () => {
    expect(uploadErrorMessage(new ApiError(422, 'Invalid.', 'validation_failed', { file: ['The file has no header row.'] }))).toBe(
      'The file has no header row.',
    )
    expect(uploadErrorMessage(new ApiError(422, 'Invalid.', 'validation_failed', { rows: ['Too many rows.'] }))).toBe('Too many rows.')
    expect(uploadErrorMessage(new ApiError(403, 'You may not add guests to this event.'))).toBe('You may not add guests to this event.')
  })

  it('says the size limit for a file the server found too large, and asks to try again when nothing answered', () => {
    expect(uploadErrorMessage(new ApiError(413, 'Payload Too Large'))).toBe('The file may not be greater than 50 MB.')
    expect(uploadErrorMessage(new TypeError('Failed to fetch'))).toBe('The file could not be uploaded. Try again.')
  })
})

describe('formatBytes', () => {
  it('writes sizes a person reads', () => {
    expect(formatBytes(512)).toBe('512 B')
    expect(formatBytes(1536)).toBe('1.5 KB')
    expect(formatBytes(200 * 1024)).toBe('200 KB')
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB')
  })
})
