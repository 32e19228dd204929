/**
 * What must end when the session changes under the dashboard (a sign-in, a sign-out, an expired
 * session): the live connection, which re-authenticates as the new account. The live client
 * registers itself when a signed-in page first loads it; the sign-in page, where it has never been
 * loaded, has nothing to end and so does not carry its code.
 */
const endings = new Set<() => void>()

/** `end` runs each time the session changes; the returned function stops that. */
export function onSessionSwitch(end: () => void): () => void {
  endings.add(end)
  return () => endings.delete(end)
}

export function endSessionBoundWork(): void {
  for (const end of endings) end()
}
