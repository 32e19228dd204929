// The read models: every `rm_*` table's type, the row types and the read SQL that several readers share.
// Projections write them; the query API, the mailer and the communications engine read them. The command side
// never imports this package: the composition root hands it views.ts's answers, for what it shows (ReadModelViews).
import './database.ts';

export type { ReadModelTables } from './database.ts';
export type * from './tables/activity.ts';
export type * from './tables/communications.ts';
export type * from './tables/events.ts';
export type * from './tables/guest-history.ts';
export type * from './tables/guest-list.ts';
export type * from './tables/host-groups.ts';
export type * from './tables/journeys.ts';
export type * from './tables/organisations.ts';
export type * from './tables/seating.ts';
