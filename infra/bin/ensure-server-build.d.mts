/** The built server's entry, as `npm start` runs it. */
export declare const SERVER_ENTRY: string;
/** Builds the server into infra/dist when it is missing or older than its sources. */
export declare function ensureServerBuild(): Promise<void>;
