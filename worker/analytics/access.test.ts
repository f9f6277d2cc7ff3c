// Who gets into the dashboard, against a GitHub that answers as GitHub's REST API does for each
// kind of person: a writer, a reader, someone who cannot see the repository, a stale token, GitHub down.
import { describe, expect, it } from "vitest";

import { accessOf, tokenOf } from "./access.ts";

const REPO = "rymi/rymi-web";
type Person = { login: string; name: string | null; push: boolean; sees: boolean };
const PEOPLE: Record<string, Person> = {
  gho_writer: { login: "mia", name: "Mia", push: true, sees: true },
  gho_reader: { login: "rae", name: null, push: false, sees: true },
  gho_outsider: { login: "otto", name: "Otto", push: false, sees: false },
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** GitHub's /user and /repos/{owner}/{name}, as they answer a token. */
async function github(input: string, init?: RequestInit): Promise<Response> {
  const token = /^Bearer (.+)$/.exec(new Headers(init?.headers).get("Authorization") ?? "")?.[1] ?? "";
  const person = PEOPLE[token];
  if (!person) return json(401, { message: "Bad credentials" });
  const { pathname } = new URL(input);
  if (pathname === "/user") return json(200, { login: person.login, name: person.name });
  if (pathname === `/repos/${REPO}`) {
    if (!person.sees) return json(404, { message: "Not Found" });
    return json(200, {
      full_name: REPO,
      permissions: { admin: false, maintain: false, push: person.push, pull: true },
    });
  }
  return json(404, { message: "Not Found" });
}

describe("accessOf", () => {
  it("lets in a person who may write to the repository", async () => {
    expect(await accessOf("gho_writer", REPO, github)).toEqual({ allowed: { login: "mia", name: "Mia" } });
  });

  it("refuses a reader, and someone who cannot see the repository, by their login", async () => {
    expect(await accessOf("gho_reader", REPO, github)).toEqual({ readOnly: "rae" });
    expect(await accessOf("gho_outsider", REPO, github)).toEqual({ readOnly: "otto" });
  });

  it("asks for a sign-in without a token or with one GitHub no longer knows", async () => {
    expect(await accessOf(undefined, REPO, github)).toEqual({ signIn: true });
    expect(await accessOf("gho_expired", REPO, github)).toEqual({ signIn: true });
  });

  it("says GitHub is unavailable when it cannot be reached or answers an error", async () => {
    const down = () => Promise.reject(new TypeError("fetch failed"));
    expect(await accessOf("gho_writer", REPO, down)).toEqual({ unavailable: true });
    const broken = () => Promise.resolve(json(502, { message: "Bad gateway" }));
    expect(await accessOf("gho_writer", REPO, broken)).toEqual({ unavailable: true });
  });

  it("reads only a token-shaped cookie", () => {
    expect(tokenOf(new Map([["keystatic-gh-access-token", "gho_abc123"]]))).toBe("gho_abc123");
    for (const value of ["", "a b", "<script>", "x".repeat(300), "%E0"])
      expect(tokenOf(new Map([["keystatic-gh-access-token", value]])), value).toBeUndefined();
  });
});
