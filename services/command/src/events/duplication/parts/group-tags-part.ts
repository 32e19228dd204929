import { streamIds } from '@usher/events';
import { hostGroupTagDecider, type HostGroupTagCommand } from '@usher/domain/deciders/host-group-tag-decider';
import { inSequence } from '@usher/domain/deciders/in-sequence';
import { execute } from '../../../handling/execute.ts';
import { copiedId } from '../copied-id.ts';
import type { DuplicationPart } from '../duplication-part.ts';
import { copyMetadata, foldStream } from '../source-streams.ts';

const tagsInSequence = inSequence(hostGroupTagDecider);

/** The host groups' tags (new ids). The groups themselves are people's and stay behind. */
export const groupTagsPart: DuplicationPart = {
  key: 'group_tags',
  label: 'Host group tags',
  async copy(context, job) {
    const source = await foldStream(context, hostGroupTagDecider, streamIds.hostGroupTags(job.source_uuid));
    const copy = await foldStream(context, hostGroupTagDecider, streamIds.hostGroupTags(job.target_uuid));
    const present = new Set(copy.tags.map((tag) => tag.id));
    const commands: HostGroupTagCommand[] = source.tags
      .map((tag) => ({ type: 'AddHostGroupTag' as const, event_uuid: job.target_uuid, tag_id: copiedId(job.target_uuid, tag.id), name: tag.name }))
      .filter((command) => !present.has(command.tag_id));
    if (commands.length === 0) return { copied: 0 };
    await execute(context.store, tagsInSequence, [{ streamId: streamIds.hostGroupTags(job.target_uuid), command: commands }], copyMetadata(job));
    return { copied: commands.length };
  },
};
