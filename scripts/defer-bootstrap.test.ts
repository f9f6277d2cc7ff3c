import { describe, expect, it } from "vitest";

import { deferBootstrap } from "./defer-bootstrap.mjs";

const page = `<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/x.css"/></head><body><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-4.js");</script></body>`;

describe("deferBootstrap", () => {
  const out: string = deferBootstrap(page);

  it("drops the modulepreload links and keeps everything else", () => {
    expect(out).not.toContain("modulepreload");
    expect(out).toContain('<link rel="stylesheet" href="/assets/x.css"/>');
  });

  it("leaves no static import: every module is imported only after the first paint", () => {
    const script = /<script type="module">(.*)<\/script>/s.exec(out)?.[1] ?? "";
    expect(script).not.toMatch(/^\s*import\s/m);
    expect(script).toContain('import("/assets/manifest-1.js"), import("/assets/root-2.js"), import("/assets/home-3.js")');
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1}');
    expect(script).toContain('return import("/assets/entry.client-4.js")');
    expect(script).toContain('observe({ type: "paint", buffered: true })');
  });

  it("runs: the route modules are registered before the entry is imported", async () => {
    const script = /<script type="module">(.*)<\/script>/s.exec(out)?.[1] ?? "";
    const order: string[] = [];
    const g = globalThis as Record<string, unknown>;
    const body = script.replace(/import\(("[^"]+")\)/g, "load($1)");
    const load = async (url: string) => {
      order.push(url);
      if (url.includes("entry.client")) order.push(`modules:${Object.keys(g.__reactRouterRouteModules as object)}`);
      return { url };
    };
    let paint: (() => void) | undefined;
    class FakeObserver {
      constructor(callback: (list: unknown, observer: { disconnect(): void }) => void) {
        paint = () => callback([], { disconnect() {} });
      }
      observe() {}
    }
    new Function("load", "PerformanceObserver", "setTimeout", body)(load, FakeObserver, () => {});
    expect(order).toEqual([]);
    paint?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-2.js",
      "/assets/home-3.js",
      "/assets/entry.client-4.js",
      "modules:root,routes/home",
    ]);
    delete g.__reactRouterRouteModules;
  });

  it("refuses a bootstrap it does not understand", () => {
    expect(() => deferBootstrap("<script type=\"module\" async=\"\">console.log(1)</script>")).toThrow(/unexpected line/);
    expect(() => deferBootstrap("<p>no script</p>")).toThrow(/no React Router module script/);
  });
});
