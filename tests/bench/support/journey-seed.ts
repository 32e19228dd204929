import type { Api } from '../api.ts';

/**
 * A long journey, as a large real one might be: pages, RSVPs and forms in
 * turn, RSVPs sending No a step further, and every fifth page with a branch
 * for those attending. Built through the organiser's API from the last step
 * to the first (an action may only lead to a step that exists), laid out in
 * three columns, and its first step set last.
 */
export async function seedLongJourney(api: Api, eventUuid: string, steps: number, name = `A journey of ${steps} steps`): Promise<string> {
  const base = `/api/v2/events/${eventUuid}/journeys`;
  const created = await api.call<{ data: { id: string } }>('POST', `${base}/create`, { name }, [201]);
  const journeyId = created.data.id;
  const id = (index: number) => `step-${index}`;
  const to = (index: number) => (index < steps ? id(index) : null);
  const action = (key: string, type: string, target: string | null, conditions: unknown[] = []) => ({
    id: key,
    type,
    label: '',
    to_step_id: target,
    conditions,
  });
  for (let index = steps - 1; index >= 0; index -= 1) {
    const type = ['page', 'rsvp', 'form'][index % 3]!;
    const actions =
      type === 'rsvp'
        ? [action(`a${index}-yes`, 'rsvp_yes', to(index + 1)), action(`a${index}-no`, 'rsvp_no', to(index + 2))]
        : type === 'form'
          ? [action(`a${index}-submit`, 'submit_form', to(index + 1))]
          : [
              action(`a${index}-to`, 'to', to(index + 1)),
              ...(index % 5 === 0 && index + 2 < steps ? [action(`a${index}-if`, 'condition', to(index + 2), [{ type: 'rsvp_status', status: 'yes' }])] : []),
            ];
    const step = {
      id: id(index),
      type,
      name: `${type === 'rsvp' ? 'RSVP' : type === 'form' ? 'Form' : 'Page'} ${index + 1}`,
      position: { x: (index % 3) * 320, y: Math.floor(index / 3) * 260 },
      blocks: [{ id: `b${index}`, type: 'heading', text: `Step ${index + 1}`, media_id: null, url: null }],
      form_fields: type === 'form' ? ['first_name', 'last_name'] : [],
      actions,
    };
    await api.call('PUT', `${base}/${journeyId}/add-step`, { step });
  }
  await api.call('PUT', `${base}/${journeyId}`, { start_step_id: id(0) });
  return journeyId;
}
