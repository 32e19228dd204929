import Konva from 'konva'
import type { SeatingCanvasObject, SeatingSection } from '@/api/seating'

// Sections and shapes (stage, bar, text...) as Konva groups: few on any plan,
// so they are rebuilt whole when the plan changes.

export function sectionNode(section: SeatingSection): Konva.Group {
  const group = new Konva.Group({ x: section.x, y: section.y, rotation: section.rotation, listening: false })
  group.add(
    new Konva.Rect({
      x: -section.width / 2,
      y: -section.height / 2,
      width: section.width,
      height: section.height,
      stroke: section.color ?? '#A1A1AA',
      strokeWidth: 2,
      dash: [10, 6],
      fill: section.color ? `${section.color}14` : 'rgba(161,161,170,0.06)',
      cornerRadius: 8,
    }),
  )
  group.add(new Konva.Text({ x: -section.width / 2 + 10, y: -section.height / 2 + 8, text: section.name, fontSize: 16, fontStyle: '600', fill: '#3F3F46' }))
  return group
}

export function objectNode(object: SeatingCanvasObject): Konva.Group {
  const group = new Konva.Group({ x: object.x, y: object.y, rotation: object.rotation, listening: false })
  const fill = object.fill ?? '#E4E4E7'
  const stroke = object.stroke ?? '#71717A'
  const w = object.width
  const h = object.height
  if (object.type === 'Square') group.add(new Konva.Rect({ x: -w / 2, y: -h / 2, width: w, height: h, fill, stroke, strokeWidth: 2, cornerRadius: 4 }))
  if (object.type === 'Ellipsis') group.add(new Konva.Ellipse({ radiusX: w / 2, radiusY: h / 2, fill, stroke, strokeWidth: 2 }))
  if (object.type === 'CustomPolygon') group.add(new Konva.Line({ points: object.points, closed: true, fill, stroke, strokeWidth: 2 }))
  if (object.text) {
    const fontSize = object.font_size ?? (object.type === 'TextField' ? 18 : Math.max(12, Math.min(28, h / 3)))
    group.add(
      new Konva.Text({
        x: -w / 2,
        y: -h / 2,
        width: w,
        height: h,
        text: object.text,
        fontSize,
        align: 'center',
        verticalAlign: 'middle',
        fill: object.type === 'TextField' ? (object.fill ?? '#18181B') : '#27272A',
        fontStyle: '600',
      }),
    )
  }
  return group
}
