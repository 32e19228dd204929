/** The editor's snapping grid, in canvas units (inches): drags and placements land on it when snapping is on. */
export const GRID = 12

export function snapToGrid(value: number, snap: boolean): number {
  return snap ? Math.round(value / GRID) * GRID : value
}
