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

  const script = /<script type="module">(.*?)<\/script>/s.exec(out)?.[1] ?? "";
  const data = /<script type="application\/json" id="rr-boot">(.*?)<\/script>/s.exec(out)?.[1] ?? "";

  it("leaves no static import: every module is imported only after the first paint", () => {
    expect(script).not.toMatch(/^\s*import\s/m);
    expect(script).toContain("Promise.all(modules.map((url) => import(url)))");
    expect(script).toContain('observe({ type: "paint", buffered: true })');
  });

  it("keeps the page's modules in a data block, so the module script is the same on every page", () => {
    expect(JSON.parse(data)).toEqual({
      modules: ["/assets/manifest-1.js", "/assets/root-2.js", "/assets/home-3.js"],
      routes: { root: 1, "routes/home": 2 },
      entry: "/assets/entry.client-4.js",
    });
    const other = deferBootstrap(page.replace("home-3", "privacy-9").replace("routes/home", "routes/privacy"));
    expect(/<script type="module">(.*?)<\/script>/s.exec(other)?.[1]).toBe(script);
  });

  it("runs: the route modules are registered before the entry is imported", async () => {
    const order: string[] = [];
    const g = globalThis as Record<string, unknown>;
    const body = script.replace(/import\(url\)/g, "load(url)").replace(/import\(entry\)/g, "load(entry)");
    const load = async (url: string) => {
      order.push(url);
      if (url.includes("entry.client")) order.push(`modules:${Object.keys(g.__reactRouterRouteModules as object)}`);
      return { url };
    };
    const fakeDocument = { getElementById: (id: string) => (id === "rr-boot" ? { textContent: data } : null) };
    let paint: (() => void) | undefined;
    class FakeObserver {
      constructor(callback: (list: unknown, observer: { disconnect(): void }) => void) {
        paint = () => callback([], { disconnect() {} });
      }
      observe() {}
    }
    new Function("load", "PerformanceObserver", "setTimeout", "document", body)(
      load,
      FakeObserver,
      () => {},
      fakeDocument,
    );
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
    expect((g.__reactRouterRouteModules as Record<string, { url: string }>)["routes/home"]?.url).toBe(
      "/assets/home-3.js",
    );
    delete g.__reactRouterRouteModules;
  });

  it("refuses a bootstrap it does not understand", () => {
    expect(() => deferBootstrap('<script type="module" async="">console.log(1)</script>')).toThrow(/unexpected line/);
    expect(() => deferBootstrap("<p>no script</p>")).toThrow(/no React Router module script/);
  });
});
