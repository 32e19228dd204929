/**
 * What the signed-in person may do, read from the `abilities` a reply carried
 * (an event's, or those beside an event's objects; the server computes them
 * from shared/domain/src/access/policy.ts). It fails closed: an action the reply
 * does not name, a reply without abilities, or one not loaded yet, is not
 * allowed, so the page hides or disables the action instead of letting it
 * through for the server to refuse.
 *
 * A hook by name, called at the top of a component like one: today it needs
 * nothing of React, so a test may call it as it is.
 */
export function useAbility<A extends string>(subject: { abilities?: Partial<Record<A, boolean>> } | null | undefined, action: NoInfer<A>): boolean {
  return subject?.abilities?.[action] === true
}
