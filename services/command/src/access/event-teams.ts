import { streamIds } from '@usher/events';
import { fold } from '@usher/domain/deciders/decider';
import { eventTeamDecider } from '@usher/domain/deciders/event-team-decider';
import type { TeamMember } from '@usher/domain/access/event-roles';
import type { ServiceContext } from '@usher/infra/context';
import { toDomainEvent } from '../handling/execute.ts';

// Every command asks for the caller's role, so teams are remembered briefly.
// A change made through this process takes effect at once (forgetTeam);
// one made through another instance within TEAM_CACHE_MS.
const TEAM_CACHE_MS = 5000;
const TEAM_CACHE_MAX = 10_000;
const teams = new Map<string, { members: TeamMember[]; until: number }>();

export async function teamOf(context: ServiceContext, eventUuid: string): Promise<TeamMember[]> {
  const cached = teams.get(eventUuid);
  if (cached && cached.until > Date.now()) return cached.members;
  const history = await context.store.readStream(streamIds.eventTeam(eventUuid));
  const members = [...fold(eventTeamDecider, history.map(toDomainEvent)).administrators.values()];
  if (teams.size >= TEAM_CACHE_MAX) teams.clear();
  teams.set(eventUuid, { members, until: Date.now() + TEAM_CACHE_MS });
  return members;
}

export function forgetTeam(eventUuid: string): void {
  teams.delete(eventUuid);
}
