import { streamIds } from '@usher/events';
import { attendeeTagDecider } from '@usher/domain/deciders/attendee-tag-decider';
import { execute } from '../../../handling/execute.ts';
import { copiedId } from '../copied-id.ts';
import type { DuplicationPart } from '../duplication-part.ts';
import { copyMetadata, foldStream } from '../source-streams.ts';

/** The guest tags (names and colours, new ids), in their order: one AddTags, as an upload bringing new tag names makes. */
export const tagsPart: DuplicationPart = {
  key: 'tags',
  label: 'Guest tags',
  async copy(context, job) {
    const source = await foldStream(context, attendeeTagDecider, streamIds.attendeeTags(job.source_uuid));
    const copy = await foldStream(context, attendeeTagDecider, streamIds.attendeeTags(job.target_uuid));
    const present = new Set(copy.tags.map((tag) => tag.id));
    const tags = source.tags
      .map((tag) => ({ tag_id: copiedId(job.target_uuid, tag.id), name: tag.name, color: tag.color }))
      .filter((tag) => !present.has(tag.tag_id));
    if (tags.length === 0) return { copied: 0 };
    const streamId = streamIds.attendeeTags(job.target_uuid);
    await execute(context.store, attendeeTagDecider, [{ streamId, command: { type: 'AddTags', event_uuid: job.target_uuid, tags } }], copyMetadata(job));
    return { copied: tags.length };
  },
};
