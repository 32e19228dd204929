import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The dashboard's zones (issue 30 §2), checked by `npm run check` (eslint .) rather than by review:
 * - a feature (web/src/features/X) imports nothing of another feature (web/src/features/Y);
 *   what two features share moves to web/src/lib or web/src/components, and a page that shows
 *   two features' parts composes them in its route (web/src/routes), which may import any feature;
 * - web/src/lib, web/src/components and web/src/api are shared by every feature, so they import none;
 * - a relative import never climbs out of its feature, so every import that leaves it names its
 *   zone (`@/lib/...`) and the patterns below can see it.
 * The rules are generated from the folders on disk when ESLint loads, so a new feature is fenced
 * without editing this file. Cycles, which no single file shows, are found by
 * web/tools/check-import-cycles.ts, the next step of `npm run check`.
 */

const featuresDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'web/src/features');

const crossFeatureMessage =
  'A feature imports no other feature (issue 30 §2): move what both use to web/src/lib or web/src/components, or compose the two features in the route.';
const climbMessage =
  'A relative import stays inside its feature: import shared code by its zone (@/lib/..., @/components/..., @/api/...), never by ../.. out of the feature.';
const sharedMessage =
  'web/src/lib, web/src/components and web/src/api serve every feature, so they import none (issue 30 §2): move the piece they need out of the feature.';

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The feature folders, and for each the depths (0 = the feature's own folder) that hold files. */
function featureFolders() {
  return fs
    .readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const depths = new Set([0]);
      for (const sub of fs.readdirSync(path.join(featuresDir, entry.name), { recursive: true, withFileTypes: true })) {
        if (sub.isDirectory()) depths.add(path.relative(path.join(featuresDir, entry.name), path.join(sub.parentPath, sub.name)).split(path.sep).length);
      }
      return { name: entry.name, depths: [...depths].sort() };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * One block per feature and folder depth: a file `depth` folders below its feature's root climbs
 * out of the feature with `depth + 1` steps of `../`, whatever it names next.
 */
function featureZone(feature, depth) {
  return {
    files: [`web/src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^@/features/(?!${escape(feature)}(/|$))`, message: crossFeatureMessage },
            { regex: `^(\\.\\./){${depth + 1}}`, message: climbMessage },
          ],
        },
      ],
    },
  };
}

export const webZoneRules = [
  ...featureFolders().flatMap(({ name, depths }) => depths.map((depth) => featureZone(name, depth))),
  {
    files: ['web/src/lib/**/*.{ts,tsx}', 'web/src/components/**/*.{ts,tsx}', 'web/src/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/features(/|$)', message: sharedMessage },
            { regex: '^(\\.\\./)+features(/|$)', message: sharedMessage },
          ],
        },
      ],
    },
  },
];
