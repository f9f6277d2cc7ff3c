// The build's allow-lists in the editor's page on the editor Worker (editor/hosted.ts): a save
// that adds a drawing or a legal text the build would refuse never leaves the browser, and the
// editor shows the build's own message, as the dev server does in `npm run edit`
// (editor/middleware.ts).
//
// Why it wraps fetch: in GitHub mode Keystatic commits from the browser, with no hook before a save.
// Its GraphQL client (urql's fetchExchange) sends the commit with the page's fetch, as a
// `createCommitOnBranch` mutation to GitHub's API whose variables hold every file it adds (base64).
// So the page's fetch reads that one request first. A refused commit is answered, without any
// request, as GitHub answers a commit it refuses: a GraphQL error. Keystatic then throws it, shows
// its message above the form ("[GraphQL] Nothing was saved: …", urql's prefix) and keeps what was
// entered. Its type is one Keystatic has no path of its own for: not STALE_DATA (it would fetch the
// branch and commit again), not BRANCH_PROTECTION_RULE_VIOLATION (it would offer a new branch), not
// FORBIDDEN. editor/github-save-check.test.ts checks all of this against the installed Keystatic.
//
// GitHub's own refusal of a commit to someone with the Read role only ("rymi-reader does not have
// the correct permissions to execute `CreateCommitOnBranch`", type FORBIDDEN) Keystatic shows as it
// came, which says neither that nothing was saved nor what to do: the page words it as the editor's
// other refusals are worded (readOnlyRefusal), keeping its type.
import { type DrawingDom, pageDom } from "../build-plugins/drawing-check.ts";
import { nothingSaved, uploadProblems } from "../build-plugins/upload-check.ts";

/** Where Keystatic's GitHub mode sends every GraphQL request, its commits among them. */
export const GITHUB_GRAPHQL = "https://api.github.com/graphql";

/** The mutation Keystatic commits a save with. */
const COMMIT_MUTATION = "createCommitOnBranch";

/** The type of GitHub's error for a request it cannot process, which Keystatic only shows. */
export const REFUSED_TYPE = "UNPROCESSABLE";

/** GitHub's refusal of a commit to a person whose role may not write, and who they are. */
const NO_WRITE = /^(\S+) does not have the correct permissions to execute `CreateCommitOnBranch`$/;

/** What the editor says when GitHub refuses a commit because `login` may read the repository only. */
export const readOnlyRefusal = (login: string) =>
  `Nothing was saved: your GitHub account ${login} may read this repository, not change it. Ask the repository's owner for write access, then save again.`;

/** A request as the check reads it; `body` undefined when it is not text. */
export type OutgoingRequest = { url: string; method: string; body: string | undefined };

/**
 * Base64 (a file's contents as a commit carries them) as UTF-8 text: its bytes first, then the
 * text, so a drawing's "é" is "é" (atob alone gives one character per byte). Bytes that are not
 * UTF-8 read as U+FFFD, as Buffer reads them in the dev server. Undefined if it is not base64.
 */
export function base64Text(base64: string): string | undefined {
  let binary: string;
  try {
    binary = atob(base64);
  } catch {
    return undefined;
  }
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/**
 * Why a request may not leave the page: a commit to GitHub (a POST of createCommitOnBranch to its
 * GraphQL API) adding a file the build would refuse (uploadProblems), in the editor's words
 * (nothingSaved). Undefined for every other request, and for a commit the build would take.
 */
export function refusedCommit({ url, method, body }: OutgoingRequest, dom: DrawingDom): string | undefined {
  if (url !== GITHUB_GRAPHQL || method.toUpperCase() !== "POST" || body === undefined) return undefined;
  let request: { query?: unknown; variables?: { input?: { fileChanges?: { additions?: unknown } } } };
  try {
    request = JSON.parse(body) as typeof request;
  } catch {
    return undefined; // Not Keystatic's: GitHub answers it.
  }
  if (typeof request?.query !== "string" || !request.query.includes(COMMIT_MUTATION)) return undefined;
  const additions = request.variables?.input?.fileChanges?.additions;
  if (!Array.isArray(additions)) return undefined;
  const problems = (additions as { path?: unknown; contents?: unknown }[]).flatMap(({ path, contents }) => {
    const text = typeof contents === "string" ? base64Text(contents) : undefined;
    return typeof path === "string" && text !== undefined ? uploadProblems(path, text, dom) : [];
  });
  return nothingSaved(problems);
}

/** GitHub's answer to a commit it refuses (HTTP 200, a GraphQL error), with the check's message. */
export function refusal(message: string): Response {
  const answer = {
    data: { [COMMIT_MUTATION]: null },
    errors: [{ type: REFUSED_TYPE, path: [COMMIT_MUTATION], message }],
  };
  return new Response(JSON.stringify(answer), { status: 200, headers: { "Content-Type": "application/json" } });
}

/**
 * GitHub's answer to a commit, with a refusal for lack of write access worded by readOnlyRefusal;
 * any other answer as it came.
 */
export async function explainedRefusal(response: Response): Promise<Response> {
  let answer: { errors?: unknown };
  try {
    answer = (await response.clone().json()) as typeof answer;
  } catch {
    return response; // Not GraphQL's JSON: Keystatic reads it as it came.
  }
  if (!Array.isArray(answer?.errors)) return response;
  let explained = false;
  const errors = (answer.errors as { type?: unknown; message?: unknown }[]).map((error) => {
    const login =
      error?.type === "FORBIDDEN" && typeof error.message === "string" ? NO_WRITE.exec(error.message)?.[1] : undefined;
    if (login === undefined) return error;
    explained = true;
    return { ...error, message: readOnlyRefusal(login) };
  });
  if (!explained) return response;
  return new Response(JSON.stringify({ ...answer, errors }), { status: response.status, headers: response.headers });
}

/**
 * `fetch`, but a commit the build would refuse is answered by refusal() and never sent, and GitHub's
 * refusal of a commit for lack of write access is worded by explainedRefusal. Every other request
 * goes to `fetch` as it came; only a POST to GitHub's GraphQL API is read at all.
 */
export function checkedFetch(fetch: typeof globalThis.fetch, dom: DrawingDom): typeof globalThis.fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const url = request ? request.url : String(input);
    const method = init?.method ?? request?.method ?? "GET";
    if (url !== GITHUB_GRAPHQL || method.toUpperCase() !== "POST") return fetch(input, init);
    // urql sends its JSON as a string; a Request's body is read from a copy, leaving it to send.
    const body =
      typeof init?.body === "string"
        ? init.body
        : init?.body == null && request
          ? await request.clone().text()
          : undefined;
    const refused = refusedCommit({ url, method, body }, dom);
    if (refused !== undefined) return refusal(refused);
    const answer = fetch(input, init);
    return body?.includes(COMMIT_MUTATION) ? answer.then(explainedRefusal) : answer;
  };
}

/** Checks every save of Keystatic's GitHub mode in this page before it is sent (checkedFetch). */
export function checkGitHubSaves(window: Window & typeof globalThis) {
  window.fetch = checkedFetch(window.fetch.bind(window), pageDom(window));
}
