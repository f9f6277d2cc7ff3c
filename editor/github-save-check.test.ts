// @vitest-environment jsdom
// A save in the production editor (Keystatic's GitHub mode) is read in the page before it goes to
// GitHub: a file the build would refuse stops it there, with the build's message, and nothing is
// sent; every other request goes as it came. The window is jsdom's here, as a page's own.
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { Client, fetchExchange, gql } from "@urql/core";
import { cacheExchange } from "@urql/exchange-graphcache";
import { describe, expect, it, vi } from "vitest";

import { uploadProblems } from "../build-plugins/content-check.ts";
import { pageDom } from "../build-plugins/drawing-check.ts";
import { nothingSaved } from "../build-plugins/upload-check.ts";
import {
  base64Text,
  checkedFetch,
  checkGitHubSaves,
  GITHUB_GRAPHQL,
  readOnlyRefusal,
  refusedCommit,
  REFUSED_TYPE,
} from "./github-save-check.ts";
import { refusedSave } from "./middleware.ts";

const ROOT = join(import.meta.dirname, "..");
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");
const dom = pageDom(window);

/** Text as a commit carries a file: its UTF-8 bytes in base64. */
const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

const HOSTILE = read("build-plugins/hostile-content/drawings/onload.svg");
const CLEAN = read("src/assets/art/hero/slides/0/image.svg");
const SLIDE = "src/assets/art/hero/slides/0/image.svg";

/** Keystatic's commit of a save, as its GraphQL client sends it (useUpsertItem, createCommitMutation). */
const COMMIT = `mutation CreateCommit($input: CreateCommitOnBranchInput!) {
  createCommitOnBranch(input: $input) {
    ref { id target { id oid ... on Commit { tree { id oid } } } }
  }
}`;
const commitVariables = (files: Record<string, string>) => ({
  input: {
    branch: { branchName: "main", repositoryNameWithOwner: "rymi/web" },
    expectedHeadOid: "0".repeat(40),
    message: { headline: "Update src/content/home/hero" },
    fileChanges: {
      additions: Object.entries(files).map(([path, text]) => ({ path, contents: base64(text) })),
      deletions: [],
    },
  },
});
const commit = (files: Record<string, string>) =>
  JSON.stringify({ operationName: "CreateCommit", query: COMMIT, variables: commitVariables(files) });
const post = (body: string) => ({ url: GITHUB_GRAPHQL, method: "POST", body });

describe("refusedCommit", () => {
  it("refuses a hostile drawing for a slide with the build's message, as the dev server words it", () => {
    const message = refusedCommit(post(commit({ [SLIDE]: HOSTILE })), dom);
    expect(message).toBe(nothingSaved(uploadProblems(SLIDE, HOSTILE)));
    expect(message).toBe(
      `Nothing was saved: the drawing ${SLIDE} may not be shown: <circle onload="document.title='PWNED'"> is an event handler, which runs script`,
    );
    expect(message).toBe(refusedSave(JSON.stringify(commitVariables({ [SLIDE]: HOSTILE }).input.fileChanges)));
  });

  it("refuses what only a slide may not hold, and a legal text beyond its allow-list, one line each", () => {
    const styled = CLEAN.replace(/<svg[^>]*>/, "$&<style>rect{fill:red}</style>");
    const legal = "src/content/legal/privacy-policy/body.mdx";
    const message = refusedCommit(
      post(commit({ [SLIDE]: styled, "src/assets/art/use-cases/a.svg": styled, [legal]: "## Hi {process.env}\n" })),
      dom,
    );
    expect(message?.split("\n")).toEqual([
      `Nothing was saved: the drawing ${SLIDE} may not be shown: <style> is not allowed in a drawing the page draws inside itself (the slides and their background): the site's Content-Security-Policy allows only its own stylesheet there; use presentation attributes (fill, stroke…)`,
      `${legal}: body: line 1: {process.env} is an expression, which would run in the build and on the page`,
    ]);
  });

  it("passes a clean drawing and a plain content file", () => {
    const hero = read("src/content/home/hero.json");
    expect(refusedCommit(post(commit({ [SLIDE]: CLEAN, "src/content/home/hero.json": hero })), dom)).toBeUndefined();
  });

  it("reads a file's bytes as UTF-8, not one character per byte", () => {
    expect(base64Text(base64("Café – ✓"))).toBe("Café – ✓");
    const named = CLEAN.replace(/<svg[^>]*>/, `$&<a href="javascript:alert('été')"><text>Café</text></a>`);
    expect(refusedCommit(post(commit({ [SLIDE]: named })), dom)).toContain(
      `<a href="javascript:alert('été')"> runs script (javascript:)`,
    );
    expect(base64Text("not base64!")).toBeUndefined();
  });

  it("leaves every other request alone", () => {
    const refused = commit({ [SLIDE]: HOSTILE });
    const query = JSON.stringify({ query: "query AppShell($owner: String!) { repository(owner: $owner) { id } }" });
    expect(refusedCommit(post(query), dom)).toBeUndefined();
    expect(refusedCommit({ url: "https://example.com/graphql", method: "POST", body: refused }, dom)).toBeUndefined();
    expect(refusedCommit({ url: GITHUB_GRAPHQL, method: "GET", body: refused }, dom)).toBeUndefined();
    expect(refusedCommit(post("{not json"), dom)).toBeUndefined();
  });
});

describe("checkedFetch", () => {
  const answer = () => new Response('{"data":{}}', { headers: { "Content-Type": "application/json" } });

  it("sends nothing for a refused commit, and answers as GitHub answers a commit it refuses", async () => {
    const network = vi.fn<typeof globalThis.fetch>(async () => answer());
    const reply = await checkedFetch(network, dom)(GITHUB_GRAPHQL, {
      method: "POST",
      body: commit({ [SLIDE]: HOSTILE }),
    });
    expect(network).not.toHaveBeenCalled();
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({
      data: { createCommitOnBranch: null },
      errors: [
        {
          type: "UNPROCESSABLE",
          path: ["createCommitOnBranch"],
          message: nothingSaved(uploadProblems(SLIDE, HOSTILE)),
        },
      ],
    });
  });

  it("reads a Request's body too, and sends nothing when it is refused", async () => {
    const network = vi.fn<typeof globalThis.fetch>(async () => answer());
    const request = new Request(GITHUB_GRAPHQL, { method: "POST", body: commit({ [SLIDE]: HOSTILE }) });
    expect((await checkedFetch(network, dom)(request)).status).toBe(200);
    expect(network).not.toHaveBeenCalled();
  });

  it("passes every other request to fetch untouched: a query, a clean commit, another address", async () => {
    const network = vi.fn<typeof globalThis.fetch>(async () => answer());
    const checked = checkedFetch(network, dom);
    const calls: [RequestInfo | URL, RequestInit | undefined][] = [
      [GITHUB_GRAPHQL, { method: "POST", body: JSON.stringify({ query: "query AppShell { viewer { login } }" }) }],
      [GITHUB_GRAPHQL, { method: "POST", body: commit({ [SLIDE]: CLEAN }) }],
      [new URL("https://raw.githubusercontent.com/rymi/web/main/src/content/home/hero.json"), undefined],
      ["https://example.com/graphql", { method: "POST", body: commit({ [SLIDE]: HOSTILE }) }],
    ];
    for (const [input, init] of calls) await checked(input, init);
    expect(network.mock.calls).toEqual(calls);
    for (const [i, [input, init]] of calls.entries()) {
      expect(network.mock.calls[i]?.[0]).toBe(input);
      expect(network.mock.calls[i]?.[1]).toBe(init);
    }
  });

  it("words GitHub's refusal of a commit to someone who may only read, keeping its type; nothing else", async () => {
    // GitHub's answer to a user's token whose role is Read (its GraphQL errors carry `type` beside the message).
    const github = (message: string) =>
      Response.json({
        data: { createCommitOnBranch: null },
        errors: [
          {
            type: "FORBIDDEN",
            path: ["createCommitOnBranch"],
            extensions: { saml_failure: false },
            locations: [{ line: 2, column: 3 }],
            message,
          },
        ],
      });
    const noWrite = "rymi-reader does not have the correct permissions to execute `CreateCommitOnBranch`";
    const save = { method: "POST", body: commit({ [SLIDE]: CLEAN }) };
    const reply = await checkedFetch(async () => github(noWrite), dom)(GITHUB_GRAPHQL, save);
    expect(await reply.json()).toEqual({
      data: { createCommitOnBranch: null },
      errors: [
        {
          type: "FORBIDDEN",
          path: ["createCommitOnBranch"],
          extensions: { saml_failure: false },
          locations: [{ line: 2, column: 3 }],
          message: readOnlyRefusal("rymi-reader"),
        },
      ],
    });
    expect(readOnlyRefusal("rymi-reader")).toBe(
      "Nothing was saved: your GitHub account rymi-reader may read this repository, not change it. Ask the repository's owner for write access, then save again.",
    );
    // Keystatic's own message for an App not installed, another mutation's refusal, and a query: as they came.
    const untouched: [string, RequestInit][] = [
      ["Resource not accessible by integration", save],
      ["rymi-reader does not have the correct permissions to execute `CreateRef`", save],
      [noWrite, { method: "POST", body: JSON.stringify({ query: "query AppShell { viewer { login } }" }) }],
    ];
    for (const [message, init] of untouched) {
      const answer = github(message);
      expect(await checkedFetch(async () => answer, dom)(GITHUB_GRAPHQL, init)).toBe(answer);
    }
  });

  it("is the page's fetch once checkGitHubSaves has run", async () => {
    const before = window.fetch;
    const network = vi.fn<typeof globalThis.fetch>(async () => answer());
    window.fetch = network;
    try {
      checkGitHubSaves(window);
      expect(window.fetch).not.toBe(network);
      await window.fetch(GITHUB_GRAPHQL, { method: "POST", body: commit({ [SLIDE]: HOSTILE }) });
      expect(network).not.toHaveBeenCalled();
      await window.fetch(GITHUB_GRAPHQL, { method: "POST", body: commit({ [SLIDE]: CLEAN }) });
      expect(network).toHaveBeenCalledTimes(1);
    } finally {
      window.fetch = before;
    }
  });
});

describe("Keystatic, as installed", () => {
  // Keystatic's GitHub mode (@keystatic/core's UI): where it sends a commit, and what it does with an error.
  const ui = read("node_modules/@keystatic/core/dist/keystatic-core-ui.js");
  const upsert = ui.slice(ui.indexOf("function useUpsertItem("), ui.indexOf("const createCommitMutation"));

  it("still commits with createCommitOnBranch through urql, to GitHub's GraphQL API", () => {
    expect(ui).toContain(`url: config.storage.kind === 'github' ? '${GITHUB_GRAPHQL}'`);
    expect(ui).toMatch(
      /const createCommitMutation = gql`\s*mutation CreateCommit\(\$input: CreateCommitOnBranchInput!\) \{\s*createCommitOnBranch\(input: \$input\)/,
    );
    expect(upsert).toContain("contents: base64Encode(");
  });

  it("has no path of its own for the refusal's type: it throws the error, and shows its message", () => {
    const special = [...upsert.matchAll(/type === '(\w+)'/g)].map(([, type]) => type);
    expect(special.sort()).toEqual(["BRANCH_PROTECTION_RULE_VIOLATION", "FORBIDDEN", "STALE_DATA"]);
    expect(special).not.toContain(REFUSED_TYPE);
    expect(upsert).toContain("throw result.error;");
    expect(ui).toContain("children: props.updateResult.error.message");
  });

  it("shows GitHub's refusal for lack of write access in the editor's words, as urql words a GraphQL error", async () => {
    const noWrite = "rymi-reader does not have the correct permissions to execute `CreateCommitOnBranch`";
    const network = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json({
        data: { createCommitOnBranch: null },
        errors: [{ type: "FORBIDDEN", path: ["createCommitOnBranch"], message: noWrite }],
      }),
    );
    const exchanges = [cacheExchange({}), fetchExchange];
    const client = new Client({ url: GITHUB_GRAPHQL, exchanges, fetch: checkedFetch(network, dom) });
    const result = await client.mutation(gql(COMMIT), commitVariables({ [SLIDE]: CLEAN })).toPromise();
    expect(network).toHaveBeenCalledTimes(1);
    expect(result.error?.message).toBe(`[GraphQL] ${readOnlyRefusal("rymi-reader")}`);
    // Not Keystatic's special case (an App not installed): it throws the error, which the page shows.
    expect(result.error?.graphQLErrors[0]?.originalError).toMatchObject({ type: "FORBIDDEN" });
    expect(upsert).toContain("err_0.message === 'Resource not accessible by integration'");
  });

  it("shows the message as urql words a GraphQL error, through its cache, with nothing sent", async () => {
    const network = vi.fn<typeof globalThis.fetch>(async () => new Response("{}"));
    // Keystatic's client: its normalized cache in front of the fetch (createUrqlClient).
    const exchanges = [cacheExchange({}), fetchExchange];
    const client = new Client({ url: GITHUB_GRAPHQL, exchanges, fetch: checkedFetch(network, dom) });
    const result = await client.mutation(gql(COMMIT), commitVariables({ [SLIDE]: HOSTILE })).toPromise();
    expect(network).not.toHaveBeenCalled();
    expect(result.error?.message).toBe(`[GraphQL] ${nothingSaved(uploadProblems(SLIDE, HOSTILE))}`);
    expect(result.error?.graphQLErrors[0]?.originalError).toMatchObject({ type: REFUSED_TYPE });
  });
});
