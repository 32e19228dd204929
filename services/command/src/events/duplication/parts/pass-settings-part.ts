import { loadEvent } from '../../../access/event-access.ts';
import type { DuplicationPart } from '../duplication-part.ts';
import { decideOnCopy } from '../source-streams.ts';

/** How the passes look (invite and access pass colours, images, texts): one EventPassSettingsChanged, as the pass settings screen makes. */
export const passSettingsPart: DuplicationPart = {
  key: 'pass_settings',
  label: 'Pass design',
  async copy(context, job) {
    const source = await loadEvent(context, job.source_uuid);
    const result = await decideOnCopy(context, job, { type: 'ChangePassSettings', pass_settings: source.pass.pass_settings });
    return { copied: result.appended.length };
  },
};
