// Who may see the statistics' dashboard: a person signed in to the content editor with GitHub (its
// access token, the cookie Keystatic sets on the editor's host) who may write to the repository the
// editor commits to, as GitHub says now. Read access is not enough; nothing is cached, so a person
// whose access is taken away is refused at their next request. Unit-tested against a GitHub that
// answers as GitHub's REST API does (access.test.ts); in the browser, against the fake GitHub.

/** Keystatic's cookie with the signed-in person's GitHub token. */
export const TOKEN_COOKIE = "keystatic-gh-access-token";

export type Access =
  { allowed: { login: string; name: string } } | { signIn: true } | { readOnly: string } | { unavailable: true };

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** The token in `cookies` (requestCookies), or none: GitHub's tokens are short words of letters, digits and _. */
export const tokenOf = (cookies: Map<string, string>) => {
  const token = cookies.get(TOKEN_COOKIE) ?? "";
  return /^[\w-]{1,255}$/.test(token) ? token : undefined;
};

/** Asks GitHub who holds `token` and what they may do with `repo` ("owner/name"). */
export async function accessOf(token: string | undefined, repo: string, fetch: Fetch): Promise<Access> {
  if (!token) return { signIn: true };
  const headers = {
    Authorization: `Bearer ${token}`,
    Accept: "application/vnd.github+json",
    "User-Agent": "rymi-editor",
    "X-GitHub-Api-Version": "2022-11-28",
  };
  let user: Response;
  let repository: Response;
  try {
    [user, repository] = await Promise.all([
      fetch("https://api.github.com/user", { headers }),
      fetch(`https://api.github.com/repos/${repo}`, { headers }),
    ]);
  } catch {
    return { unavailable: true };
  }
  if (user.status === 401 || repository.status === 401) return { signIn: true };
  if (!user.ok) return { unavailable: true };
  const person = (await user.json()) as { login?: unknown; name?: unknown };
  const login = typeof person.login === "string" ? person.login : "";
  // GitHub answers 404 for a private repository the person cannot see at all.
  if (repository.status === 404 || repository.status === 403) return { readOnly: login };
  if (!repository.ok) return { unavailable: true };
  const { permissions } = (await repository.json()) as { permissions?: Record<string, unknown> };
  const writes = permissions?.push === true || permissions?.maintain === true || permissions?.admin === true;
  if (!writes) return { readOnly: login };
  return { allowed: { login, name: typeof person.name === "string" && person.name ? person.name : login } };
}
