/** What the guest list searches: names, email and phone, lower-cased. */
export function searchTextOf(row: { first_name: string; last_name: string; email: string | null; phone_number: string | null }): string {
  return [row.first_name, row.last_name, row.email ?? '', row.phone_number ?? ''].join(' ').toLowerCase();
}

export function fullNameOf(row: { first_name: string; last_name: string }): string {
  return `${row.first_name} ${row.last_name}`.trim();
}
