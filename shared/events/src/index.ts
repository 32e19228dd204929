export * from './catalogue.ts';
export * from './common.ts';
export * from './event-events.ts';
export * from './attendee-events.ts';
export * from './user-events.ts';
