import { streamIds } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import type { TwoFactorPolicy } from '@usher/infra/http/two-factor-gate';
import { forgetSessionsOf, type AuthUser } from '@usher/infra/http/authenticate';
import { HttpError } from '@usher/infra/http/errors';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { appendToOwnStream } from '../../handling/append-to-own-stream.ts';

/** The instance's policy; an instance that never set one leaves the choice to each person. */
export async function currentTwoFactorPolicy(context: ServiceContext): Promise<TwoFactorPolicy> {
  const row = await context.db.selectFrom('instance_two_factor_policy').select('policy').executeTakeFirst();
  return row?.policy ?? 'optional';
}

/** Whether this account must have a second factor: an administrator said so, or the instance's policy does. */
export async function twoFactorRequiredOf(context: ServiceContext, user: Pick<AuthUser, 'id' | 'is_admin'>): Promise<boolean> {
  const [policy, row] = await Promise.all([
    currentTwoFactorPolicy(context),
    context.db.selectFrom('users').select('two_factor_required').where('id', '=', user.id).executeTakeFirst(),
  ]);
  return Boolean(row?.two_factor_required) || policy === 'everyone' || (policy === 'administrators' && user.is_admin);
}

function requireInstanceAdmin(user: AuthUser): void {
  if (!user.is_admin || user.impersonator) throw new HttpError(403, 'Only an administrator of Usher, signed in as themselves, can change this.', 'forbidden');
}

export async function readTwoFactorPolicy(context: ServiceContext, admin: AuthUser) {
  requireInstanceAdmin(admin);
  return { policy: await currentTwoFactorPolicy(context) };
}

/** Changes who must have a second factor; recorded on the administrator's own stream. */
export async function changeTwoFactorPolicy(context: ServiceContext, admin: AuthUser, policy: TwoFactorPolicy, metadata: EventMetadata) {
  requireInstanceAdmin(admin);
  const previous = await currentTwoFactorPolicy(context);
  if (previous === policy) return { policy };
  await context.db
    .insertInto('instance_two_factor_policy')
    .values({ policy, updated_at: context.clock.now() })
    .onConflict((conflict) => conflict.column('singleton').doUpdateSet({ policy, updated_at: context.clock.now() }))
    .execute();
  await appendToOwnStream(context, streamIds.user(admin.id), {
    type: 'InstanceTwoFactorPolicyChanged',
    data: { policy, previous },
    metadata: { ...metadata, organisation_id: admin.organisation_id },
  });
  return { policy };
}

/** An instance administrator requires (or stops requiring) a second factor of one account. */
export async function requireTwoFactorOf(context: ServiceContext, admin: AuthUser, targetId: string, required: boolean, metadata: EventMetadata) {
  requireInstanceAdmin(admin);
  const target = isUuid(targetId)
    ? await context.db.selectFrom('users').select(['id', 'organisation_id', 'two_factor_required']).where('id', '=', targetId).executeTakeFirst()
    : undefined;
  if (!target) throw DomainError.notFound('user');
  if (target.two_factor_required !== required) {
    await context.db.updateTable('users').set({ two_factor_required: required }).where('id', '=', target.id).execute();
    // Their open sessions learn it at once, not after the session cache's few seconds.
    forgetSessionsOf(target.id);
    await appendToOwnStream(context, streamIds.user(target.id), {
      type: 'UserTwoFactorRequirementChanged',
      data: { user_id: target.id, required, changed_by: admin.id },
      metadata: { ...metadata, organisation_id: target.organisation_id },
    });
  }
  return { id: target.id, two_factor_required: required };
}
