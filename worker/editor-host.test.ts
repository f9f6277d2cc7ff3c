// @vitest-environment node
// Node's fetch API, as the Worker's runtime has it.
import { describe, expect, it } from "vitest";

import { EDITOR_HOST_PROBLEMS, editorFile, hostAnswer, type HostSettings, isEditorPath } from "./editor-host.ts";

const ON: HostSettings = { EDITOR_HOST: "edit.rymi.ai" };
const answer = (url: string, env = ON, method = "GET") => hostAnswer(new Request(url, { method }), env);

describe("hostAnswer", () => {
  it("lets the editor's paths on its host go on to the editor", () => {
    for (const path of ["/keystatic", "/keystatic/branch/main", "/keystatic/app.js", "/api/keystatic/github/login"])
      expect(answer(`https://edit.rymi.ai${path}`), path).toBeUndefined();
  });

  it("compares the host name without case and without the port", () => {
    expect(answer("https://EDIT.rymi.ai/keystatic")).toBeUndefined();
    expect(answer("https://edit.rymi.ai:8443/keystatic")).toBeUndefined();
    expect(answer("https://edit.rymi.ai/keystatic", { EDITOR_HOST: " Edit.Rymi.AI " })).toBeUndefined();
    expect(answer("https://127.0.0.1:4730/keystatic", { EDITOR_HOST: "127.0.0.1" })).toBeUndefined();
  });

  it("sends / on the editor's host to /keystatic, and refuses other methods there", async () => {
    const home = answer("https://edit.rymi.ai/?x=1");
    expect([home?.status, home?.headers.get("location")]).toEqual([302, "/keystatic"]);
    expect(answer("https://edit.rymi.ai/", ON, "HEAD")?.status).toBe(302);
    const post = answer("https://edit.rymi.ai/", ON, "POST");
    expect([post?.status, post?.headers.get("allow")]).toEqual([405, "GET, HEAD"]);
    expect(await post?.text()).toBe("Method not allowed.\n");
  });

  it("is a plain 404 for every other path on the editor's host: no page of the public site", async () => {
    for (const path of ["/privacy-policy", "/404", "/api/keystatic", "/api/other", "/keystatic-x", "/robots.txt"]) {
      const response = answer(`https://edit.rymi.ai${path}`);
      expect(response?.status, path).toBe(404);
      expect(await response?.text(), path).toBe("Not found.\n");
    }
  });

  it("is a plain 404 for every path on any other host", async () => {
    for (const url of [
      "https://rymi.ai/keystatic",
      "https://localhost/api/keystatic/github/login",
      "https://rymi-editor.someone.workers.dev/keystatic",
      "https://edit.rymi.ai.evil.example/keystatic",
      "https://127.0.0.1/",
    ]) {
      const response = answer(url);
      expect(response?.status, url).toBe(404);
      expect(await response?.text(), url).toBe("Not found.\n");
      expect(response?.headers.get("location"), url).toBeNull();
    }
  });

  it("without EDITOR_HOST, or with one that is no host name, serves the editor nowhere and names the setting, not its value", async () => {
    const cases: [HostSettings, string][] = [
      [{}, EDITOR_HOST_PROBLEMS.missing],
      [{ EDITOR_HOST: "  " }, EDITOR_HOST_PROBLEMS.missing],
      [{ EDITOR_HOST: "https://edit.rymi.ai/" }, EDITOR_HOST_PROBLEMS.malformed],
      [{ EDITOR_HOST: "edit.rymi.ai:443" }, EDITOR_HOST_PROBLEMS.malformed],
    ];
    for (const [env, why] of cases) {
      for (const path of ["/", "/keystatic", "/api/keystatic/github/login"]) {
        const response = answer(`https://edit.rymi.ai${path}`, env);
        expect(response?.status, path).toBe(404);
        const text = (await response?.text()) ?? "";
        expect(text, path).toContain(why);
        expect(text).toContain("EDITOR_HOST");
        if (env.EDITOR_HOST?.trim()) expect(text).not.toContain(env.EDITOR_HOST);
      }
    }
  });

  it("sends plain HTTP to HTTPS, path and query kept, before anything else; not on this machine", () => {
    for (const env of [ON, {}]) {
      const response = answer("http://edit.rymi.ai/keystatic/branch/main?x=1&y=2", env, "POST");
      expect([response?.status, response?.headers.get("location")]).toEqual([
        308,
        "https://edit.rymi.ai/keystatic/branch/main?x=1&y=2",
      ]);
    }
    expect(answer("http://rymi.ai/")?.headers.get("location")).toBe("https://rymi.ai/");
    for (const host of ["127.0.0.1:8787", "localhost:8787"])
      expect(answer(`http://${host}/keystatic`, { EDITOR_HOST: host.replace(/:\d+$/, "") }), host).toBeUndefined();
    expect(answer("http://[::1]:8787/keystatic")?.status, "IPv6's loopback").toBe(404);
  });

  it("answers with the site's security headers, never cached or indexed, loading nothing", () => {
    for (const response of [answer("https://rymi.ai/"), answer("https://edit.rymi.ai/"), answer("http://x.example/")]) {
      expect(response?.headers.get("x-frame-options")).toBe("DENY");
      expect(response?.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response?.headers.get("cache-control")).toBe("no-store");
      expect(response?.headers.get("x-robots-tag")).toBe("noindex");
      expect(response?.headers.get("content-security-policy")).toMatch(/^default-src 'none';/);
      expect(response?.headers.get("set-cookie")).toBeNull();
    }
  });
});

describe("isEditorPath", () => {
  it("is the editor's page, its files and Keystatic's API, nothing beside them", () => {
    expect(
      ["/keystatic", "/keystatic/", "/keystatic/chunks/x.js", "/api/keystatic/github/login"].every(isEditorPath),
    ).toBe(true);
    expect(["/", "/keystatics", "/api/keystatic", "/api/", "/KEYSTATIC", "/x/keystatic"].some(isEditorPath)).toBe(
      false,
    );
  });
});

describe("editorFile", () => {
  it("adds the security headers to a file of the bundle, keeping its type and body", async () => {
    const file = await editorFile(
      new Response("export {};", { headers: { "Content-Type": "text/javascript", ETag: '"abc"' } }),
    );
    expect([file.status, await file.text()]).toEqual([200, "export {};"]);
    expect(file.headers.get("content-type")).toBe("text/javascript");
    expect(file.headers.get("etag")).toBe('"abc"');
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("strict-transport-security")).toMatch(/^max-age=/);
  });

  it("is the Worker's plain 404 for a file the bundle does not have", async () => {
    const missing = await editorFile(new Response(null, { status: 404 }));
    expect([missing.status, await missing.text()]).toEqual([404, "Not found.\n"]);
    expect(missing.headers.get("x-frame-options")).toBe("DENY");
  });
});
