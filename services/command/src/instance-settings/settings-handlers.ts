import { DomainError } from '@usher/domain/deciders/domain-error';
import { DEFAULT_INSTANCE_NAME, DEFAULT_SIGNUP_MODE, DEFAULT_SUPPORT_EMAIL, type SignupMode, type SmtpTlsMode } from '@usher/domain/instance/instance-settings';
import {
  isRemovingSmtp,
  validateGeneralSettings,
  validateSmtpSettings,
  type GeneralSettingsInput,
  type SmtpSettingsInput,
} from '@usher/domain/instance/settings-rules';
import type { Db } from '@usher/infra/db/database';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { ServiceContext } from '@usher/infra/context';
import { changeInstanceSettings } from './append-instance-audit.ts';

/** The row's columns other than the ones being changed: saved values, or the defaults before the first save. */
async function ensureRow(trx: Db): Promise<void> {
  await trx
    .insertInto('instance_settings')
    .values({ id: 1, name: DEFAULT_INSTANCE_NAME, support_email: DEFAULT_SUPPORT_EMAIL, signup_mode: DEFAULT_SIGNUP_MODE })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** The instance's name, support address and who may sign up (InstanceSettingsChanged). */
export async function saveGeneralSettings(context: ServiceContext, user: AuthUser, input: GeneralSettingsInput, metadata: EventMetadata) {
  const errors = validateGeneralSettings(input);
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
  const data = { name: input.name!.trim(), support_email: input.support_email!.trim(), signup_mode: input.signup_mode as SignupMode };
  return changeInstanceSettings(context, metadata, async (trx) => {
    await ensureRow(trx);
    await trx
      .updateTable('instance_settings')
      .set({ ...data, updated_at: context.clock.now() })
      .where('id', '=', 1)
      .execute();
    return { type: 'InstanceSettingsChanged', data };
  });
}

/**
 * The default mail server. The password is write-only: kept when the form leaves it out,
 * replaced when it sends one, removed on request; the audit event says only whether it
 * changed. An empty host removes the saved server (and its password).
 */
export async function saveSmtpSettings(context: ServiceContext, user: AuthUser, input: SmtpSettingsInput, metadata: EventMetadata) {
  const errors = validateSmtpSettings(input);
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
  const removing = isRemovingSmtp(input);
  const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
  const server = removing
    ? { smtp_host: null, smtp_port: null, smtp_tls_mode: 'starttls' as SmtpTlsMode, smtp_user: null, smtp_sender: null }
    : {
        smtp_host: input.host!.trim(),
        smtp_port: input.port!,
        smtp_tls_mode: input.tls_mode as SmtpTlsMode,
        smtp_user: blankToNull(input.user),
        smtp_sender: input.sender!.trim(),
      };
  return changeInstanceSettings(context, metadata, async (trx) => {
    await ensureRow(trx);
    const before = await trx.selectFrom('instance_settings').select('smtp_password').where('id', '=', 1).executeTakeFirstOrThrow();
    const password =
      removing || input.clear_password ? null : typeof input.password === 'string' && input.password !== '' ? input.password : before.smtp_password;
    await trx
      .updateTable('instance_settings')
      .set({ ...server, smtp_password: password, updated_at: context.clock.now() })
      .where('id', '=', 1)
      .execute();
    return {
      type: 'InstanceSmtpChanged',
      data: {
        host: server.smtp_host,
        port: server.smtp_port,
        tls_mode: server.smtp_tls_mode,
        user: server.smtp_user,
        sender: server.smtp_sender,
        password_changed: password !== before.smtp_password,
      },
    };
  });
}
