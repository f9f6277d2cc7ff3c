export type EngineName = "firefox" | "webkit";

/** How a visitor finds an element: by role and accessible name, by label, or by its text. */
export type Query =
  | { role: string; name?: string | RegExp; within?: string; level?: number; selected?: boolean; current?: boolean | string }
  | { label: string | RegExp; within?: string }
  | { text: string | RegExp; within?: string };

export interface EnginePage {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  /** Waits until every finite animation has ended. */
  settle(): Promise<unknown>;
  /** Waits for `data-hydrated` on <html>. */
  ready(timeout?: number): Promise<unknown>;
  evaluate<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  waitFor<R, A extends unknown[]>(
    fn: (...args: A) => R,
    options?: { args?: A; timeout?: number; message?: string },
  ): Promise<NonNullable<Awaited<R>>>;
  has(query: Query): Promise<boolean>;
  click(query: Query): Promise<void>;
  type(query: Query, text: string): Promise<void>;
  select(query: Query, value: string): Promise<void>;
  /** Sets the viewport size (WebKit: as near as its window allows). */
  resize(width: number, height: number): Promise<void>;
  /** Uncaught errors, console errors and warnings, and CSP violations since the page was opened. */
  problems(): Promise<string[]>;
  /** A full-page PNG. */
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

export interface RunningEngine {
  readonly name: EngineName;
  open(size: { width: number; height: number }): Promise<EnginePage>;
  close(): Promise<void>;
}

export declare const ENGINES: readonly EngineName[];
export declare const NARROW: Record<EngineName, number>;
export declare const firefoxPath: string | undefined;
export declare const webkitDriverPath: string | undefined;
export declare const miniBrowserPath: string | undefined;
export declare const xvfbRunPath: string | undefined;
export declare function missingEngineTools(): { what: string; pkg: string }[];
export declare function launchEngine(name: EngineName): Promise<RunningEngine>;
/** Run in the page: scrolls through it once, then back to the top. */
export declare function scrollThrough(): Promise<void>;
/** Run in the page: every finite animation has ended. */
export declare function animationsSettled(): boolean;
