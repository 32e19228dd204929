// Spec section 3: 21 tag colours, the first empty (a tag without a colour).
// The other twenty are distinct at a glance on white and readable under
// chip text (white or black, whichever contrasts more: web/src/lib/readable-text-color.ts),
// spread round the colour wheel so neighbours never blur.

export const TAG_COLORS = [
  '',
  '#2D4CD7',
  '#0EA5E9',
  '#06B6D4',
  '#14B8A6',
  '#10B981',
  '#22C55E',
  '#84CC16',
  '#CA8A04',
  '#F59E0B',
  '#F97316',
  '#EF4444',
  '#E11D48',
  '#EC4899',
  '#D946EF',
  '#A855F7',
  '#7C3AED',
  '#6366F1',
  '#78716C',
  '#64748B',
  '#1F2937',
] as const;

export type TagColor = (typeof TAG_COLORS)[number];

export function isTagColor(value: unknown): value is TagColor {
  return typeof value === 'string' && (TAG_COLORS as readonly string[]).includes(value);
}
