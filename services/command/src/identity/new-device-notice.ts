import { createHash } from 'node:crypto';
import { newDeviceSignInEmail } from '@usher/domain/identity/new-device-sign-in-email';
import { readConfig } from '@usher/infra/config';
import type { ServiceContext } from '@usher/infra/context';
import { describeDevice } from './device-description.ts';
import type { ClientInfo } from './identity-handlers.ts';

/** A device is its browser's user agent from one address; kept only as a hash. */
export function deviceHashOf(client: ClientInfo): string {
  return createHash('sha256')
    .update(`${client.userAgent ?? ''}\n${client.ip ?? ''}`)
    .digest('hex');
}

/** Remembers the device an account signed up from: its first session is no news to its owner. */
export async function rememberSignUpDevice(context: ServiceContext, userId: string, client: ClientInfo): Promise<void> {
  await context.db
    .insertInto('login_known_devices')
    .values({ user_id: userId, device_hash: deviceHashOf(client) })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/**
 * After a successful sign-in: a device this account never signed in from mails its owner. An
 * account that knows no device at all yet (it signed up before devices were remembered) learns
 * this one quietly, rather than alarming everyone once. The mail failing never fails the sign-in.
 */
export async function noticeNewDevice(context: ServiceContext, user: { id: string; email: string; first_name: string }, client: ClientInfo): Promise<void> {
  const known = await context.db.selectFrom('login_known_devices').select('device_hash').where('user_id', '=', user.id).limit(1).executeTakeFirst();
  const inserted = await context.db
    .insertInto('login_known_devices')
    .values({ user_id: user.id, device_hash: deviceHashOf(client) })
    .onConflict((conflict) => conflict.doNothing())
    .returning('device_hash')
    .executeTakeFirst();
  if (!known || !inserted) return;
  const mail = newDeviceSignInEmail({
    firstName: user.first_name,
    device: describeDevice(client.userAgent).label,
    ip: client.ip,
    at: context.clock.now(),
    settingsLink: `${readConfig().appUrl}/account/profile`,
  });
  try {
    await context.mail.send({ to: user.email, ...mail });
  } catch (error) {
    console.error('new-device notice: the mail could not be sent', error instanceof Error ? error.message : error);
  }
}
