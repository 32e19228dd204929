import type { AlertCounts } from '@usher/domain/communications/alert-counts';
import type { GuestMergeValuesReader } from './mail/render/merge-values.ts';

/**
 * What the command side shows from the read models and never decides from
 * (issue 29): the counts of a communication in the reply of a command on it,
 * a guest's merge values in a draft's preview and test send (what the mailer
 * would put in), and which event an activity-feed entry, an object of the feed
 * alone, belongs to. Declared here, implemented in @usher/read-models (views.ts),
 * handed to the services by the composition root (infra/src/runtime), so that no
 * command-side file names a read-model table or imports the package, and a
 * decision cannot reach one by accident: a rule of the domain folds the streams
 * it guards, or asks the log (infra/src/eventstore/log-lookups.ts).
 */
export interface ReadModelViews {
  /** Each communication's counts, by id (without messages: zeros). */
  alertCounts(alertIds: readonly string[]): Promise<Map<string, AlertCounts>>;
  /** A guest's merge values as the mailer reads them (null guest: sample values; null: not on the event's list). */
  guestMergeValues: GuestMergeValuesReader;
  /** The event an activity-feed entry belongs to, or null for an entry the feed does not have. */
  eventOfActivityEntry(entryId: string): Promise<string | null>;
}
