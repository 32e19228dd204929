import type { JourneysReport } from '@usher/domain/contract/reports';
import type { Db } from '@usher/infra/db/database';
import { breakdownValues } from './report-event.ts';
import { countsOf } from './report-counts.ts';
import type { ReportAsk } from './event-reports.ts';

interface VersionSteps {
  name: string;
  steps: { id: string; name: string }[];
}

/** Each published version's steps, the first step first, then as the editor lists them. */
async function versionStepsOf(db: Db, eventUuid: string): Promise<Map<string, VersionSteps>> {
  const rows = await db
    .selectFrom('rm_journey_versions as v')
    .innerJoin('rm_journeys as j', 'j.id', 'v.journey_id')
    .select(['v.journey_id', 'v.version', 'v.graph', 'j.name'])
    .where('v.event_uuid', '=', eventUuid)
    .execute();
  const versions = new Map<string, VersionSteps>();
  for (const row of rows) {
    const graph = row.graph as { start_step_id: string | null; steps: { id: string; name: string }[] };
    const steps = [...graph.steps].sort((a, b) => Number(b.id === graph.start_step_id) - Number(a.id === graph.start_step_id));
    versions.set(`${row.journey_id}:${row.version}`, { name: row.name, steps: steps.map((step) => ({ id: step.id, name: step.name || 'Untitled step' })) });
  }
  return versions;
}

/** The journey funnel: of the guests who started each published version, how many reached each step and the end (their pass). */
export async function journeysReport(db: Db, ask: ReportAsk): Promise<JourneysReport> {
  const [counts, versions] = await Promise.all([
    countsOf(db, { eventUuid: ask.event.uuid, dimension: ask.by, asOf: ask.asOf }, ['journey_started', 'journey_step', 'journey_completed']),
    versionStepsOf(db, ask.event.uuid),
  ]);
  const count = new Map(counts.map((row) => [`${row.measure}\u0000${row.subject}\u0000${row.dimension_value}`, row.count]));
  const started = counts.filter((row) => row.measure === 'journey_started' && row.count > 0);
  const values = await breakdownValues(db, ask.event, ask.by, new Set(started.map((row) => row.dimension_value)));
  const rows: JourneysReport['rows'] = [];
  const keys = [...new Set(started.map((row) => row.subject))].filter((key) => versions.has(key));
  keys.sort((a, b) => versions.get(a)!.name.localeCompare(versions.get(b)!.name) || Number(a.split(':')[1]) - Number(b.split(':')[1]));
  for (const key of keys) {
    const [journey_id = '', version = '0'] = key.split(':');
    const { name, steps } = versions.get(key)!;
    const base = { journey_id, journey_name: name, version: Number(version) };
    for (const { value } of values) {
      const at = (measure: string, subject: string) => count.get(`${measure}\u0000${subject}\u0000${value}`) ?? 0;
      rows.push({ ...base, stage: 'started', step_id: null, label: 'Started', position: 0, value, guests: at('journey_started', key) });
      steps.forEach((step, index) =>
        rows.push({ ...base, stage: 'step', step_id: step.id, label: step.name, position: index + 1, value, guests: at('journey_step', `${key}:${step.id}`) }),
      );
      rows.push({
        ...base,
        stage: 'completed',
        step_id: null,
        label: 'Reached their pass',
        position: steps.length + 1,
        value,
        guests: at('journey_completed', key),
      });
    }
  }
  return { time_zone: ask.event.timeZone, as_of: ask.asOf?.toISOString() ?? null, by: ask.by, values, rows };
}
