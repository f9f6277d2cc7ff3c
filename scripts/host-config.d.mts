export interface InlineScript {
  hash: string;
  type: string;
  executable: boolean;
}
export declare function sha256(text: string): string;
export declare function inspectPage(html: string): { scripts: InlineScript[]; problems: string[] };
export declare function routesOf(file: string): string[];
export declare function sitePolicy(pages: Record<string, string>): {
  csp: string;
  hashes: string[];
  pages: Record<string, { routes: string[]; scripts: InlineScript[] }>;
};
export declare function headersFile(csp: string, revalidatedPaths: string[]): string;
export declare function vercelConfig(csp: string): unknown;
export declare function nginxConfig(
  csp: string,
  options?: { root?: string; listen?: string[]; serverName?: string },
): string;
export declare function writeHostConfig(buildDir: string): Promise<void>;
export declare function cloudFrontHeadersPolicy(csp: string): unknown;
export declare const cloudFrontCleanUrls: string;
