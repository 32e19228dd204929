// Time picker options (spec section 3, "Time option"): every minute of the
// day. The weight lets a picker show round times more prominently or filter
// down to them: 3 on the hour, 2 on the quarter-hours, 1 otherwise.

export type TimeOptionWeight = 1 | 2 | 3;

export interface TimeOption {
  /** 24-hour 'HH:mm', the form stored on events. */
  value: string;
  /** 12-hour 'h:mm AM', the form people read. */
  label: string;
  weight: TimeOptionWeight;
}

const MINUTES_PER_DAY = 24 * 60;

function weightOf(minute: number): TimeOptionWeight {
  if (minute === 0) return 3;
  return minute % 15 === 0 ? 2 : 1;
}

function timeOption(minuteOfDay: number): TimeOption {
  const hour = Math.floor(minuteOfDay / 60);
  const minute = minuteOfDay % 60;
  const mm = String(minute).padStart(2, '0');
  return {
    value: `${String(hour).padStart(2, '0')}:${mm}`,
    label: `${hour % 12 === 0 ? 12 : hour % 12}:${mm} ${hour < 12 ? 'AM' : 'PM'}`,
    weight: weightOf(minute),
  };
}

export const TIME_OPTIONS: readonly TimeOption[] = Array.from({ length: MINUTES_PER_DAY }, (_, i) => timeOption(i));
