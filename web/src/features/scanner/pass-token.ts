// The pass token's layout (infra/src/http/pass-links.ts): 'P1', the guest id as 22 base64url
// characters, then 22 of signature; a pass reissued after a ticket transfer is 'P2' with 4
// characters of generation before the signature. The id part is readable without the secret,
// which is what lets the scanner name a guest while offline; only the server can check the
// signature (and refuse a pass whose ticket was transferred since).
const PREFIX = 'P1'
const REISSUED_PREFIX = 'P2'
const ID_LENGTH = 22
const TOKEN_LENGTH = PREFIX.length + ID_LENGTH + 22
const REISSUED_TOKEN_LENGTH = TOKEN_LENGTH + 4

/** The guest id a pass token names, or null when the text is no pass token at all. */
export function guestIdOfPassToken(token: string): string | null {
  const text = token.trim()
  const shaped = (text.length === TOKEN_LENGTH && text.startsWith(PREFIX)) || (text.length === REISSUED_TOKEN_LENGTH && text.startsWith(REISSUED_PREFIX))
  if (!shaped || !/^[A-Za-z0-9_-]+$/.test(text)) return null
  const encoded = text
    .slice(PREFIX.length, PREFIX.length + ID_LENGTH)
    .replaceAll('-', '+')
    .replaceAll('_', '/')
  let binary: string
  try {
    binary = atob(`${encoded}==`)
  } catch {
    return null
  }
  if (binary.length !== 16) return null
  const hex = Array.from(binary, (char) => char.charCodeAt(0).toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
