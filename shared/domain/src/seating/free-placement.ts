/**
 * Where a new piece of a floor plan goes (issue 28): where the organiser put
 * it when nothing is there, else the nearest free space in the view they are
 * looking at, so a new table never lands on top of another without a word.
 * Pure geometry in plan units (inches), axis-aligned boxes.
 */
export interface PlanBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface PlanPoint {
  x: number;
  y: number;
}

export interface FreePlacementOptions {
  /** Room kept between the new piece and the others. */
  gap?: number;
  /** The grid the candidates lie on (the editor's snap grid). */
  step?: number;
  /** How far out to look, in steps. */
  reach?: number;
}

const boxAt = (at: PlanPoint, half: { hx: number; hy: number }): PlanBox => ({
  minX: at.x - half.hx,
  minY: at.y - half.hy,
  maxX: at.x + half.hx,
  maxY: at.y + half.hy,
});

const overlaps = (a: PlanBox, b: PlanBox, gap: number) => a.minX < b.maxX + gap && b.minX < a.maxX + gap && a.minY < b.maxY + gap && b.minY < a.maxY + gap;

const inside = (box: PlanBox, view: PlanBox) => box.minX >= view.minX && box.maxX <= view.maxX && box.minY >= view.minY && box.maxY <= view.maxY;

const offsetsByReach = new Map<number, PlanPoint[]>();

/** The grid offsets within `reach` steps, nearest first (and in a stable order among equals). */
function offsetsNearestFirst(reach: number): PlanPoint[] {
  const known = offsetsByReach.get(reach);
  if (known) return known;
  const offsets: PlanPoint[] = [];
  for (let i = -reach; i <= reach; i++) for (let j = -reach; j <= reach; j++) offsets.push({ x: i, y: j });
  offsets.sort((a, b) => a.x * a.x + a.y * a.y - (b.x * b.x + b.y * b.y) || a.y - b.y || a.x - b.x);
  offsetsByReach.set(reach, offsets);
  return offsets;
}

/**
 * The centre for a new piece of half-size `half` wanted at `wanted`: `wanted`
 * itself when it overlaps nothing in `taken`; else the nearest free point
 * whose piece lies wholly in `view`; else the nearest free point at all (the
 * caller brings it into view); else, the plan being full around it, `wanted`.
 */
export function nearestFreeSpot(
  wanted: PlanPoint,
  half: { hx: number; hy: number },
  taken: readonly PlanBox[],
  view: PlanBox | null,
  options: FreePlacementOptions = {},
): PlanPoint {
  const gap = options.gap ?? 12;
  const step = options.step ?? 12;
  const reach = options.reach ?? 80;
  const isFree = (at: PlanPoint) => {
    const box = boxAt(at, half);
    return !taken.some((other) => overlaps(box, other, gap));
  };
  if (isFree(wanted)) return wanted;
  let outOfView: PlanPoint | null = null;
  for (const offset of offsetsNearestFirst(reach)) {
    const at = { x: wanted.x + offset.x * step, y: wanted.y + offset.y * step };
    if (!isFree(at)) continue;
    if (!view || inside(boxAt(at, half), view)) return at;
    outOfView ??= at;
  }
  return outOfView ?? wanted;
}
