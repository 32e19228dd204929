import { streamIds } from '@usher/events';
import { templateDecider, type TemplateState } from '@usher/domain/deciders/template-decider';
import { streamsOfTypeInEvent } from '@usher/infra/eventstore/duplication-lookups';
import { loadEvent } from '../../../access/event-access.ts';
import { execute } from '../../../handling/execute.ts';
import { copiedId } from '../copied-id.ts';
import type { DuplicationPart } from '../duplication-part.ts';
import { copyMetadata, decideOnCopy, foldStream } from '../source-streams.ts';

/**
 * The email templates (notifications' and communications', new ids) and the
 * mail settings: which template each notification uses, open and click
 * tracking. The SMTP server is not copied: its password never enters the log,
 * so the copy sends through the instance's mail until one is set.
 */
export const templatesPart: DuplicationPart = {
  key: 'templates',
  label: 'Email templates and mail settings',
  async copy(context, job) {
    const templateStreams = await streamsOfTypeInEvent(context.db, job.source_uuid, 'TemplateCreated');
    const live: TemplateState[] = [];
    for (const streamId of templateStreams) {
      const template = await foldStream(context, templateDecider, streamId);
      if (template.exists && !template.deleted && template.event_uuid === job.source_uuid) live.push(template);
    }
    const copies = new Map<string, string | null>();
    const commands = [];
    for (const template of live) {
      const templateId = copiedId(job.target_uuid, template.id!);
      copies.set(templateId, template.notification_type);
      const existing = await context.store.streamVersion(streamIds.template(templateId));
      if (existing > 0) continue;
      const { notification_type, name, subject, body, translations } = template;
      commands.push({
        streamId: streamIds.template(templateId),
        command: {
          type: 'CreateTemplate' as const,
          event_uuid: job.target_uuid,
          template_id: templateId,
          notification_type,
          name,
          subject,
          body,
          translations,
          copied: true,
        },
      });
    }
    if (commands.length > 0) await execute(context.store, templateDecider, commands, copyMetadata(job));
    const settings = (await loadEvent(context, job.source_uuid)).communications;
    const active = Object.fromEntries(
      Object.entries(settings.active_notification_templates)
        .map(([type, templateId]) => [type, copiedId(job.target_uuid, templateId)])
        .filter(([, templateId]) => copies.has(templateId!)),
    );
    await decideOnCopy(context, job, {
      type: 'ChangeCommunicationSettings',
      is_open_tracking_enabled: settings.is_open_tracking_enabled,
      is_click_tracking_enabled: settings.is_click_tracking_enabled,
      active_notification_templates: active,
      known: { templates: copies, smtpConfigurationIds: new Set() },
    });
    return { copied: commands.length };
  },
};
