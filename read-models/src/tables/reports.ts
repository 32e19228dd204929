// Reports: guests' states counted per event, breakdown and 5-minute bucket, and the projection's memory of each guest.
import type { Json, Timestamp } from '@usher/infra/db/schema';

export type ReportDimension = 'all' | 'host_group' | 'tag' | 'ticket_variation';

export interface RmReportCountsTable {
  event_uuid: string;
  dimension: ReportDimension;
  /** The host group's, tag's or ticket variation's id; '' for 'all' and for guests without one. */
  dimension_value: string;
  measure: string;
  /** A journey version's step (`journey:version:step`), a journey version (`journey:version`), a communication's id; '' otherwise. */
  subject: string;
  /** The 5-minute bucket's start. */
  bucket: Timestamp;
  /** Guests who entered (positive) or left (negative) the measure in this bucket. */
  delta: number;
}

export interface RmReportGuestsTable {
  attendee_id: string;
  event_uuid: string;
  tag_ids: string[];
  /** ReportGuest of the projection's report-guest.ts. */
  state: Json;
}
