export declare const DEBIAN_CHROMIUM: string;
/** The Chromium binary the tests launch: CHROMIUM_PATH, else Debian's package. */
export declare function chromiumPath(): string;
