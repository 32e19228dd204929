// @usher/domain: pure domain rules shared by the Node services and the React
// dashboard. Nothing here may import Node-only modules.
export * from './validation/rules.ts';
export * from './validation/phone-rules.ts';
export * from './validation/errors.ts';
export * from './events/event-dates.ts';
export * from './constants/timezones.ts';
export * from './constants/time-options.ts';
export * from './constants/locations.ts';
export * from './constants/ui.ts';
export * from './format/format.ts';
