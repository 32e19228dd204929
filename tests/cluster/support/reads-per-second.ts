const READERS = 10;
const DURATION_MS = 5000;

/** Guest-list reads per second through nginx, READERS at a time for DURATION_MS, with `headers` on each. */
export async function readsPerSecond(baseUrl: string, authorization: string, eventUuid: string, headers: Record<string, string>): Promise<number> {
  const until = performance.now() + DURATION_MS;
  let answered = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      while (performance.now() < until) {
        const response = await fetch(`${baseUrl}/api/v2/events/${eventUuid}/attendees?per_page=50`, { headers: { authorization, ...headers } });
        await response.arrayBuffer();
        if (response.ok) answered++;
      }
    }),
  );
  return answered / ((performance.now() - started) / 1000);
}
