/** The built server's entry, as `npm start` runs it. */
export declare const SERVER_ENTRY: string;
/** Builds the server into infra/dist when it is missing or older than its sources. */
export declare function ensureServerBuild(): Promise<void>;
/** Node's heap flags for the product's processes (a larger young generation). */
export declare const SERVER_HEAP_FLAGS: readonly string[];
/** Node's flags for the built server, as `npm start` gives them. */
export declare const SERVER_NODE_FLAGS: readonly string[];
