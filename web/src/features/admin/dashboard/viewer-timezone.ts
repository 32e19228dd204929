/** The browser's IANA time zone: "today" on the dashboard is the viewer's today. */
export function viewerTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}

/** 'Europe/Paris (GMT+1)': the zone's name with its offset right now, for labels. */
export function describeTimezone(timezone: string, at = new Date()): string {
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value
  return offset ? `${timezone.replace(/_/g, ' ')} (${offset})` : timezone
}
