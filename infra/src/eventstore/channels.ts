/** PostgreSQL NOTIFY channels that connect the processes of one instance. */
export const APPEND_CHANNEL = 'usher_events';
export const PROJECTION_CHANNEL = 'usher_projection';
