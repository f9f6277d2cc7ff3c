export declare const SECURITY_HEADERS: Readonly<Record<string, string>>;
export declare const CACHE_IMMUTABLE: string;
export declare const CACHE_REVALIDATE: string;
export declare const IMMUTABLE_PREFIX: string;
export declare const FORM_ACTION: string[];
export declare const CONTENT_TYPES: Readonly<Record<string, string>>;
export declare function cacheControlFor(pathname: string): string;
export declare function contentSecurityPolicy(hashes: readonly string[], options?: { https?: boolean }): string;
export declare function overHttps(req: {
  socket?: { encrypted?: boolean };
  headers?: Record<string, string | string[] | undefined>;
}): boolean;
export declare function responseHeaders(
  pathname: string,
  policies: { https: string; http: string },
  https: boolean,
): Record<string, string>;
