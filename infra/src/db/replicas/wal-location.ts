/**
 * PostgreSQL's WAL locations ("16/B374D848": two hex halves of a 64-bit
 * byte position) as numbers that compare, and back. A location from outside
 * (a cookie) is checked before it is believed.
 */
const WAL_LOCATION = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;

export function parseWalLocation(text: string | undefined | null): bigint | null {
  const match = text ? WAL_LOCATION.exec(text) : null;
  if (!match) return null;
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

export function formatWalLocation(location: bigint): string {
  return `${(location >> 32n).toString(16).toUpperCase()}/${(location & 0xffffffffn).toString(16).toUpperCase()}`;
}
