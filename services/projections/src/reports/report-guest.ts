import type { ReportDimension } from '@usher/read-models/tables/reports';

/** What the reports remember of a guest: the values they are broken down by, and the states they are counted in. */
export interface ReportGuest {
  host_group_id: string | null;
  ticket_variation_id: string | null;
  tag_ids: string[];
  is_attending: boolean | null;
  is_approved: boolean | null;
  invited: boolean;
  checked_in_at: string | null;
  removed: boolean;
  /** Journey progress held: `started|journey:version`, `step|journey:version:step`, `completed|journey:version`. */
  journeys: string[];
  /** Each message's communication (or notification) and how far it got: 1 sent, 2 delivered, 3 opened, 4 clicked. */
  messages: Record<string, { subject: string; level: number }>;
}

export const newReportGuest = (): ReportGuest => ({
  host_group_id: null,
  ticket_variation_id: null,
  tag_ids: [],
  is_attending: null,
  is_approved: null,
  invited: false,
  checked_in_at: null,
  removed: false,
  journeys: [],
  messages: {},
});

/** How far a message status shows it got; statuses that say nothing of delivery leave it where it was. */
export const MESSAGE_LEVELS: Record<string, number> = { sent: 1, delivered: 2, read: 3, opened: 3, clicked: 4 };
const MESSAGE_MEASURES = ['msg_sent', 'msg_delivered', 'msg_opened', 'msg_clicked'] as const;

/** One thing a guest counts in: a measure about a subject, in the bucket of `at` when it has its own time. */
interface Contribution {
  measure: string;
  subject: string;
  /** Arrivals are placed at the check-in's own time; every other measure moves when the change is recorded. */
  at: string | null;
}

function contributionsOf(guest: ReportGuest): Contribution[] {
  if (guest.removed) return [];
  const flow = (measure: string, subject = ''): Contribution => ({ measure, subject, at: null });
  const list: Contribution[] = [flow('guest')];
  if (guest.invited) list.push(flow('invited'));
  if (guest.is_attending === true) list.push(flow('rsvp_yes'));
  if (guest.is_attending === false) list.push(flow('rsvp_no'));
  if (guest.is_approved === true) list.push(flow('approved'));
  if (guest.is_approved === false) list.push(flow('rejected'));
  if (guest.checked_in_at) {
    list.push(flow('checked_in'), { measure: 'arrival', subject: '', at: guest.checked_in_at });
    if (guest.is_attending === true) list.push(flow('yes_checked_in'));
  }
  for (const held of guest.journeys) {
    const [kind, subject = ''] = held.split('|');
    list.push(flow(`journey_${kind}`, subject));
  }
  const levels = new Map<string, number>();
  for (const { subject, level } of Object.values(guest.messages)) levels.set(subject, Math.max(levels.get(subject) ?? 0, level));
  for (const [subject, level] of levels) for (let index = 0; index < level; index += 1) list.push(flow(MESSAGE_MEASURES[index]!, subject));
  return list;
}

/** The breakdowns a guest falls in; '' stands for "none" (no host group, no tag, no variation). */
function dimensionsOf(guest: ReportGuest): [ReportDimension, string][] {
  const tags = guest.tag_ids.length > 0 ? guest.tag_ids : [''];
  return [
    ['all', ''],
    ['host_group', guest.host_group_id ?? ''],
    ['ticket_variation', guest.ticket_variation_id ?? ''],
    ...tags.map((tag): [ReportDimension, string] => ['tag', tag]),
  ];
}

export interface CountDelta {
  dimension: ReportDimension;
  dimension_value: string;
  measure: string;
  subject: string;
  bucket: Date;
  delta: number;
}

const FIVE_MINUTES = 5 * 60 * 1000;
export const bucketOf = (at: Date) => new Date(Math.floor(at.getTime() / FIVE_MINUTES) * FIVE_MINUTES);

function keyed(guest: ReportGuest, recordedAt: Date): Map<string, Omit<CountDelta, 'delta'>> {
  const keys = new Map<string, Omit<CountDelta, 'delta'>>();
  // The guest's contributions and their buckets once, for every breakdown (a burst of 100,000 guests added
  // made them once per breakdown): the flows share the change's bucket, an arrival has its own.
  const changed = bucketOf(recordedAt);
  const contributions = contributionsOf(guest).map(({ measure, subject, at }) => {
    const bucket = at ? bucketOf(new Date(at)) : changed;
    // A flow's key leaves its time out: a guest who stays in a state keeps it, whenever the change.
    return { measure, subject, bucket, key: `${measure}\u0000${subject}\u0000${at ? bucket.getTime() : ''}` };
  });
  if (contributions.length === 0) return keys;
  for (const [dimension, dimension_value] of dimensionsOf(guest)) {
    for (const { measure, subject, bucket, key } of contributions) {
      keys.set(`${dimension}\u0000${dimension_value}\u0000${key}`, { dimension, dimension_value, measure, subject, bucket });
    }
  }
  return keys;
}

/**
 * What a guest's change moves in the counts: each state left is -1 and each state entered +1, in the
 * bucket of the change (so summing the buckets up to a moment gives the counts of that moment); an
 * arrival sits in its check-in's bucket, taken back from there when the check-in is undone.
 */
export function countDeltas(before: ReportGuest, after: ReportGuest, recordedAt: Date): CountDelta[] {
  const old = keyed(before, recordedAt);
  const next = keyed(after, recordedAt);
  const deltas: CountDelta[] = [];
  for (const [key, value] of old) if (!next.has(key)) deltas.push({ ...value, delta: -1 });
  for (const [key, value] of next) if (!old.has(key)) deltas.push({ ...value, delta: 1 });
  return deltas;
}
