/** Types of build-if-stale.mjs for the TypeScript callers (tests, Playwright's global setup). */
export declare const SOURCES: string[];
export declare const BUILD_OUTPUTS: string[];
export declare function newestSource(root: string): { file: string; mtimeMs: number } | undefined;
export declare function staleReason(root: string): string | undefined;
export declare function buildIfStale(options?: {
  root?: string;
  log?: (message: string) => void;
}): Promise<{ built: boolean; reason?: string }>;
