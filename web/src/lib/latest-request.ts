/** Spec section 8: an earlier reload superseded by a newer one is cancelled with this message. */
export const SUPERSEDED_MESSAGE = 'Operation canceled due to new request.'

const inflight = new Map<string, AbortController>()

/**
 * Runs a request as the latest of its channel: starting one aborts the
 * previous one still running (its promise rejects with an AbortError whose
 * message is the spec's), so an older answer can never land after a newer.
 */
export async function asLatestRequest<T>(channel: string, signal: AbortSignal | undefined, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  inflight.get(channel)?.abort(new DOMException(SUPERSEDED_MESSAGE, 'AbortError'))
  const controller = new AbortController()
  inflight.set(channel, controller)
  try {
    return await run(signal ? AbortSignal.any([signal, controller.signal]) : controller.signal)
  } finally {
    if (inflight.get(channel) === controller) inflight.delete(channel)
  }
}
