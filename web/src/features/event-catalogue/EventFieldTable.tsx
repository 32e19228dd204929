import type { EventField } from '@/api/event-catalogue'
import { DocText } from './DocText'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'

/** The payload's fields, nested ones indented under their parent. */
export function EventFieldTable({ fields }: { fields: EventField[] }) {
  if (fields.length === 0) return <p className="text-[13px] text-muted-foreground">This event carries no fields: its type and stream say it all.</p>
  return (
    <Table className="rounded-md border border-border">
      <TableHeader>
        <TableRow>
          <TableHead>Field</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Required</TableHead>
          <TableHead className="w-full">Description</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {fields.map((field) => {
          const depth = field.name.split('.').length - 1
          return (
            <TableRow key={field.name}>
              <TableCell className="h-auto py-2 align-top font-mono text-xs" style={{ paddingLeft: `${0.75 + depth * 1}rem` }}>
                {depth > 0 && <span className="text-subtle-foreground">{field.name.slice(0, field.name.lastIndexOf('.') + 1)}</span>}
                <span className="font-medium text-foreground">{field.name.slice(field.name.lastIndexOf('.') + 1)}</span>
              </TableCell>
              <TableCell className="h-auto max-w-64 py-2 align-top font-mono text-xs break-words whitespace-normal text-accent">{field.type}</TableCell>
              <TableCell className="h-auto py-2 align-top text-xs">{field.required ? 'Yes' : <span className="text-muted-foreground">No</span>}</TableCell>
              <TableCell className="h-auto py-2 align-top text-[13px] whitespace-normal text-muted-foreground">
                {field.description ? <DocText text={field.description} /> : '—'}
              </TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
