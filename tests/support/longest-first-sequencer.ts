import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Runs the files that took longest in a recorded run first (longest processing time first), so that
 * the last minutes of a run are short files filling both workers instead of one long file holding
 * one. vitest does this by itself from its cache, but a clean clone (CI) has no cache and vitest then
 * starts the largest files first, which puts the accessibility audits, five lines each and among the
 * longest, at the very end. The durations come from `durations.json` beside the config, written by
 * `node tests/support/record-durations.mjs <vitest json report>`; a file missing from it runs after
 * the recorded ones, in vitest's own order.
 */
export function longestFirstSequencer(durationsFile: string) {
  const recorded = JSON.parse(fs.readFileSync(durationsFile, 'utf8')) as Record<string, number>;
  const root = path.resolve(path.dirname(durationsFile), '../..');
  return class LongestFirstSequencer extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const byVitest = await super.sort(files);
      const seconds = (file: TestSpecification) => recorded[path.relative(root, file.moduleId)] ?? -1;
      // Array.prototype.sort is stable: files without a record keep vitest's order among themselves.
      return [...byVitest].sort((a, b) => seconds(b) - seconds(a));
    }
  };
}
