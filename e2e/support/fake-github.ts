// A fake GitHub on this machine, for the content editor's tests in GitHub mode (editor-github.spec.ts):
// what Keystatic's app and its API use of GitHub, answered from a real git repository in a temporary
// folder, so that what the editor commits is a real commit that the site can be built from.
//
// - github.com: the OAuth authorize page (a sign-in form while the person is signed out of GitHub;
//   once signed in, straight back to the editor with a code: the App is authorized already) and the
//   token exchange (a code or a refresh token for an access token
//   and a refresh token), as a GitHub App with expiring user tokens answers them;
// - api.github.com: GraphQL (the repository, its branches, the signed-in person, createRef,
//   deleteRef, createCommitOnBranch, checked against a schema of the fields Keystatic asks for, by
//   graphql-js; a person with the Read role is refused every mutation, as GitHub refuses them), the
//   tree and blob reads, and the token's revocation at sign-out;
// - avatars.githubusercontent.com: the person's picture.
//
// One handler answers them all (`handle`): the tests route the browser's requests to it (Playwright's
// route, or a proxy for Firefox and WebKit), and the Worker's own requests through its test runtime's
// outbound service (cloudflare-test-server.mjs) to `origin`, as `${origin}/${host}${path}`. It
// remembers every request and every commit asked of it, for the tests to check.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { buildSchema, graphql, GraphQLError } from "graphql";

/** The hosts this fake answers for. */
export const GITHUB_HOSTS = ["github.com", "api.github.com", "avatars.githubusercontent.com"] as const;

export type FakeRequest = { method: string; url: string; headers: Record<string, string>; body?: Buffer };
export type FakeResponse = { status: number; headers: Record<string, string>; body: Buffer | string };

/** A commit createCommitOnBranch asked for, as received, and what it made. */
export type ReceivedCommit = {
  branch: string;
  expectedHeadOid: string;
  headline: string;
  additions: { path: string; contents: Buffer }[];
  deletions: string[];
  /** The new commit, when made; the error GitHub answered otherwise. */
  oid?: string;
  error?: string;
};

/** How long GitHub's user tokens last, in seconds: an access token 8 hours, a refresh token 6 months. */
const [ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS] = [8 * 60 * 60, 15_897_600];
/** Who signs in: the marketing team's member, who may write to the repository. */
export const VIEWER = { id: "U_kgDOTest", databaseId: 4242, login: "rymi-marketing", name: "Mia from Marketing" };
/** Someone the repository's owner gave the Read role only: the editor shows them the content, saves nothing. */
export const READER = { id: "U_kgDOReader", databaseId: 4343, login: "rymi-reader", name: "Rae from Sales" };
type Person = typeof VIEWER & { permission: "WRITE" | "READ" };
const WRITER: Person = { ...VIEWER, permission: "WRITE" };
/** Everyone the fake's sign-in knows, with their role on the repository (GraphQL's viewerPermission). */
const PEOPLE: Record<string, Person> = { [VIEWER.login]: WRITER, [READER.login]: { ...READER, permission: "READ" } };

/** GitHub's schema, the part Keystatic's app asks for (@keystatic/core, its GraphQL documents). */
const SCHEMA = buildSchema(`
  scalar GitObjectID
  scalar URI
  scalar Base64String
  enum RepositoryPermission { ADMIN MAINTAIN WRITE TRIAGE READ }
  enum RepositoryAffiliation { OWNER COLLABORATOR ORGANIZATION_MEMBER }
  enum PullRequestState { OPEN CLOSED MERGED }
  interface Node { id: ID! }
  interface RepositoryOwner { id: ID! login: String! }
  interface GitObject { id: ID! oid: GitObjectID! }
  type User implements Node & RepositoryOwner {
    id: ID! login: String! name: String avatarUrl(size: Int): URI! databaseId: Int
  }
  type PageInfo { hasNextPage: Boolean! endCursor: String }
  type Tree implements Node & GitObject { id: ID! oid: GitObjectID! }
  type Commit implements Node & GitObject { id: ID! oid: GitObjectID! tree: Tree! }
  type PullRequest implements Node { id: ID! number: Int! }
  type PullRequestConnection { nodes: [PullRequest] }
  type Ref implements Node {
    id: ID! name: String! prefix: String! target: GitObject
    associatedPullRequests(states: [PullRequestState!], first: Int): PullRequestConnection!
  }
  type RefConnection { nodes: [Ref] pageInfo: PageInfo! }
  type RepositoryConnection { nodes: [Repository] }
  type Repository implements Node {
    id: ID! name: String! isPrivate: Boolean! owner: RepositoryOwner! nameWithOwner: String!
    defaultBranchRef: Ref
    ref(qualifiedName: String!): Ref
    refs(refPrefix: String!, first: Int, after: String): RefConnection
    viewerPermission: RepositoryPermission
    forks(affiliations: [RepositoryAffiliation], first: Int): RepositoryConnection!
  }
  input CreateRefInput { repositoryId: ID! name: String! oid: GitObjectID! clientMutationId: String }
  type CreateRefPayload { ref: Ref clientMutationId: String }
  input DeleteRefInput { refId: ID! clientMutationId: String }
  type DeleteRefPayload { clientMutationId: String }
  input CommittableBranch { id: ID repositoryNameWithOwner: String branchName: String }
  input CommitMessage { headline: String! body: String }
  input FileAddition { path: String! contents: Base64String! }
  input FileDeletion { path: String! }
  input FileChanges { additions: [FileAddition!] deletions: [FileDeletion!] }
  input CreateCommitOnBranchInput {
    branch: CommittableBranch! expectedHeadOid: GitObjectID! message: CommitMessage! fileChanges: FileChanges
    clientMutationId: String
  }
  type CreateCommitOnBranchPayload { commit: Commit ref: Ref clientMutationId: String }
  type Query { repository(owner: String!, name: String!): Repository viewer: User! node(id: ID!): Node }
  type Mutation {
    createRef(input: CreateRefInput!): CreateRefPayload
    deleteRef(input: DeleteRefInput!): DeleteRefPayload
    createCommitOnBranch(input: CreateCommitOnBranchInput!): CreateCommitOnBranchPayload
  }
`);

/** An error as GitHub's GraphQL API words it: a `type` beside the message (Keystatic reads both). */
const githubError = (type: string, message: string) => new GraphQLError(message, { extensions: { type } });
/**
 * GitHub's refusal of a mutation to someone whose role does not allow it, as its GraphQL API answers
 * a user's token (type FORBIDDEN, "<login> does not have the correct permissions to execute `<Mutation>`").
 */
const forbidden = (login: string, mutation: string) =>
  githubError("FORBIDDEN", `${login} does not have the correct permissions to execute \`${mutation}\``);

/** A 1×1 picture for the avatar. */
const AVATAR = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#7c3aed"/></svg>',
);

type Options = {
  /** The repository, "owner/name". */
  repo: string;
  /** The files of the repository's first commit: this folder's `paths`. */
  from: { dir: string; paths: readonly string[] };
  clientId: string;
  clientSecret: string;
};

export class FakeGitHub {
  readonly owner: string;
  readonly name: string;
  /** The bare repository the fake commits to. */
  readonly gitDir: string;
  readonly defaultBranch = "main";
  /** Branches a commit may not go to directly (a ruleset asking for pull requests). */
  protectedBranches = new Set<string>([this.defaultBranch]);
  /** Every request, as "METHOD https://host/path?query". */
  readonly requests: string[] = [];
  readonly commits: ReceivedCommit[] = [];
  /** The token exchanges asked for, by grant: "authorization_code" or "refresh_token". */
  readonly tokenGrants: string[] = [];
  readonly revokedTokens: string[] = [];
  /** The first commit, which every test starts from. */
  readonly initialCommit: string;
  /** Where the Worker's outbound requests reach the fake: `${origin}/${host}${path}`. */
  origin = "";

  readonly #options: Options;
  readonly #folder: string;
  readonly #codes = new Map<string, { redirect: string; login: string }>(); // code -> its redirect URI, for whom
  readonly #accessTokens = new Map<string, { expires: number; login: string }>(); // token -> until when (ms), whose
  readonly #refreshTokens = new Map<string, string>(); // refresh token -> whose
  #server: Server | undefined;
  /** Whom the browser is signed in to GitHub itself as (its session, apart from the editor's). */
  signedInAs: string | undefined;
  /** Whether the Worker's requests find GitHub down: the connection closes without an answer. */
  unreachable = false;
  /** The App's client secret as GitHub knows it: another than the Worker's, once "rotated". */
  clientSecret: string;

  constructor(options: Options) {
    this.#options = options;
    this.clientSecret = options.clientSecret;
    [this.owner = "", this.name = ""] = options.repo.split("/");
    this.#folder = mkdtempSync(join(tmpdir(), "rymi-fake-github-"));
    this.gitDir = join(this.#folder, "repo.git");
    this.git("init", "--quiet", "--bare", `--initial-branch=${this.defaultBranch}`);
    // The project's files as they are on disk, committed with a throw-away index.
    const env = { GIT_INDEX_FILE: join(this.#folder, "index"), GIT_WORK_TREE: options.from.dir };
    this.git({ env }, "add", "--", ...options.from.paths);
    const tree = this.git({ env }, "write-tree");
    this.initialCommit = this.git("commit-tree", tree, "-m", "The site as the tests found it");
    this.git("update-ref", `refs/heads/${this.defaultBranch}`, this.initialCommit);
  }

  /** `git` on the fake's repository; its output, trimmed. */
  git(...args: (string | { env?: Record<string, string>; input?: Buffer })[]): string {
    const [first, ...rest] = args;
    const options = typeof first === "object" ? first : {};
    const argv = (typeof first === "object" ? rest : args) as string[];
    return execFileSync("git", [`--git-dir=${this.gitDir}`, ...argv], {
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: VIEWER.name,
        GIT_AUTHOR_EMAIL: `${VIEWER.login}@users.noreply.github.com`,
        GIT_COMMITTER_NAME: "GitHub",
        GIT_COMMITTER_EMAIL: "noreply@github.com",
        ...options.env,
      },
      input: options.input,
      maxBuffer: 64 * 1024 * 1024,
    })
      .toString("utf8")
      .trim();
  }

  /** The commit a branch points to, or undefined. */
  head(branch: string): string | undefined {
    try {
      return this.git("rev-parse", "--verify", "--quiet", `refs/heads/${branch}^{commit}`) || undefined;
    } catch {
      return undefined;
    }
  }

  branches(): string[] {
    return this.git("for-each-ref", "--format=%(refname:short)", "refs/heads/").split("\n").filter(Boolean);
  }

  /** A file's bytes at a commit or branch. */
  file(revision: string, path: string): Buffer {
    return execFileSync("git", [`--git-dir=${this.gitDir}`, "cat-file", "blob", `${revision}:${path}`]);
  }

  /** Back to the first commit: only the default branch, nothing received, nobody signed in. */
  reset() {
    for (const branch of this.branches()) if (branch !== this.defaultBranch) this.git("branch", "-D", branch);
    this.git("update-ref", `refs/heads/${this.defaultBranch}`, this.initialCommit);
    this.protectedBranches = new Set([this.defaultBranch]);
    this.signedInAs = undefined;
    this.unreachable = false;
    this.clientSecret = this.#options.clientSecret;
    for (const list of [this.requests, this.commits, this.tokenGrants, this.revokedTokens]) list.length = 0;
    this.#codes.clear();
    this.#accessTokens.clear();
    this.#refreshTokens.clear();
  }

  /** A commit made outside the editor (a colleague, a developer's push): `files` on the branch's head. */
  push(branch: string, files: Record<string, Buffer | string>, headline = "Update from elsewhere"): string {
    const head = this.head(branch) ?? "";
    const additions = Object.entries(files).map(([path, contents]) => ({
      path,
      contents: Buffer.from(contents).toString("base64"),
    }));
    this.#createCommit({
      branch: { branchName: branch },
      expectedHeadOid: head,
      message: { headline },
      fileChanges: { additions },
    });
    this.commits.pop(); // not one the editor asked for
    return this.head(branch) ?? "";
  }

  /** Every access token given so far stops working, as after its 8 hours. */
  expireAccessTokens() {
    for (const grant of this.#accessTokens.values()) grant.expires = 0;
  }

  /** Serves `handle` over HTTP on 127.0.0.1, as `${origin}/${host}${path}`. */
  async listen(): Promise<string> {
    const server = createServer((request, response) => {
      if (this.unreachable) return void request.socket.destroy();
      void this.#fromNode(request).then(
        (answer) => {
          response.writeHead(answer.status, answer.headers);
          response.end(answer.body);
        },
        (error: unknown) => {
          response.writeHead(500, { "Content-Type": "text/plain" });
          response.end(`fake GitHub: ${String(error)}`);
        },
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    this.#server = server;
    const address = server.address();
    if (!address || typeof address === "string") throw new Error("fake GitHub: no port");
    this.origin = `http://127.0.0.1:${address.port}`;
    return this.origin;
  }

  async stop() {
    await new Promise((resolve) => (this.#server ? this.#server.close(resolve) : resolve(undefined)));
    rmSync(this.#folder, { recursive: true, force: true });
  }

  async #fromNode(request: IncomingMessage): Promise<FakeResponse> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    // `/${host}${path}`: the host GitHub's URL had.
    const [, host = "", path = "/"] = /^\/([^/]+)(\/.*)?$/.exec(request.url ?? "") ?? [];
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(", ") : (value ?? ""),
      ]),
    );
    return this.handle({
      method: request.method ?? "GET",
      url: `https://${host}${path}`,
      headers,
      body: Buffer.concat(chunks),
    });
  }

  /** Answers one request to GitHub's hosts as GitHub would. */
  async handle(request: FakeRequest): Promise<FakeResponse> {
    const url = new URL(request.url);
    // The log never holds the client secret the token exchange carries.
    const query = url.search.replace(/(client_secret=)[^&]*/, "$1…");
    this.requests.push(`${request.method} ${url.origin}${url.pathname}${query}`);
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    if (url.hostname === "github.com") return this.#oauth(request.method, url, request.body);
    if (url.hostname === "avatars.githubusercontent.com")
      return { status: 200, headers: { "Content-Type": "image/svg+xml" }, body: AVATAR };
    if (url.hostname !== "api.github.com") return text(404, "Not Found");
    // api.github.com answers every origin's scripts (CORS), with or without a token.
    if (request.method === "OPTIONS")
      return {
        status: 204,
        headers: {
          ...CORS,
          "Access-Control-Allow-Methods": "GET, POST, PATCH, PUT, DELETE",
          "Access-Control-Allow-Headers": headers["access-control-request-headers"] ?? "Authorization, Content-Type",
          "Access-Control-Max-Age": "86400",
        },
        body: "",
      };
    const revoke = /^\/applications\/([^/]+)\/token$/.exec(url.pathname);
    if (revoke && request.method === "DELETE") return this.#revoke(revoke[1] ?? "", headers, request.body);
    const token = /^Bearer (.+)$/i.exec(headers.authorization ?? "")?.[1] ?? "";
    const grant = this.#accessTokens.get(token);
    if (!grant || grant.expires < Date.now())
      return json(401, { message: "Bad credentials", documentation_url: "https://docs.github.com/rest" });
    if (url.pathname === "/graphql" && request.method === "POST") return this.#graphql(request.body, grant.login);
    // REST: who holds the token, and what they may do with the repository (the statistics dashboard asks).
    const person = PEOPLE[grant.login];
    if (url.pathname === "/user" && request.method === "GET")
      return json(200, { login: grant.login, id: person?.databaseId, name: person?.name ?? null });
    if (url.pathname === `/repos/${this.owner}/${this.name}` && request.method === "GET") {
      const push = person?.permission === "WRITE";
      return json(200, {
        full_name: `${this.owner}/${this.name}`,
        private: true,
        permissions: { admin: false, maintain: false, push, triage: push, pull: true },
      });
    }
    const repoPath = `/repos/${this.owner}/${this.name}/git/`;
    if (url.pathname.startsWith(repoPath) && request.method === "GET") {
      const [kind, sha = ""] = url.pathname.slice(repoPath.length).split("/");
      if (kind === "trees") return this.#tree(sha);
      if (kind === "blobs") return this.#blob(sha);
    }
    return json(404, { message: "Not Found" });
  }

  #oauth(method: string, url: URL, body: Buffer | undefined): FakeResponse {
    const { clientId } = this.#options;
    const params = url.searchParams;
    if (url.pathname === "/session" && method === "POST") {
      // The sign-in form: any password does; back to where the person was going.
      const form = new URLSearchParams(body?.toString("utf8") ?? "");
      const back = form.get("return_to") ?? "/";
      const login = form.get("login") ?? "";
      if (!Object.hasOwn(PEOPLE, login)) return html(200, signInPage(back, "Incorrect username or password."));
      this.signedInAs = login;
      return { status: 302, headers: { Location: new URL(back, "https://github.com").toString() }, body: "" };
    }
    if (url.pathname === "/login/oauth/authorize" && method === "GET") {
      const redirect = params.get("redirect_uri") ?? "";
      if (params.get("client_id") !== clientId) return text(404, "Not Found: no GitHub App has this client ID.");
      if (!/^https?:\/\/[^/]+\/api\/keystatic\/github\/oauth\/callback$/.test(redirect))
        return text(400, "The redirect_uri MUST match the registered callback URL for this application.");
      if (!this.signedInAs) return html(200, signInPage(`${url.pathname}${url.search}`));
      // Signed in, and the App authorized before: straight back with a code.
      const code = randomBytes(10).toString("hex");
      this.#codes.set(code, { redirect, login: this.signedInAs });
      const back = new URL(redirect);
      back.searchParams.set("code", code);
      const state = params.get("state");
      if (state) back.searchParams.set("state", state);
      return { status: 302, headers: { Location: back.toString() }, body: "" };
    }
    if (url.pathname === "/login/oauth/access_token" && method === "POST") {
      if (params.get("client_id") !== clientId || params.get("client_secret") !== this.clientSecret)
        return json(200, {
          error: "incorrect_client_credentials",
          error_description: "The client_id and/or client_secret passed are incorrect.",
        });
      const grant = params.get("grant_type") ?? "authorization_code";
      this.tokenGrants.push(grant);
      let login: string | undefined;
      if (grant === "refresh_token") {
        const refresh = params.get("refresh_token") ?? "";
        login = this.#refreshTokens.get(refresh);
        this.#refreshTokens.delete(refresh);
        if (!login)
          return json(200, {
            error: "bad_refresh_token",
            error_description: "The refresh token passed is incorrect or expired.",
          });
      } else {
        const code = params.get("code") ?? "";
        login = this.#codes.get(code)?.login;
        this.#codes.delete(code);
        if (!login)
          return json(200, {
            error: "bad_verification_code",
            error_description: "The code passed is incorrect or expired.",
          });
      }
      const [access, refresh] = [`ghu_${randomBytes(18).toString("hex")}`, `ghr_${randomBytes(36).toString("hex")}`];
      this.#accessTokens.set(access, { expires: Date.now() + ACCESS_TOKEN_SECONDS * 1000, login });
      this.#refreshTokens.set(refresh, login);
      return json(200, {
        access_token: access,
        expires_in: ACCESS_TOKEN_SECONDS,
        refresh_token: refresh,
        refresh_token_expires_in: REFRESH_TOKEN_SECONDS,
        scope: "",
        token_type: "bearer",
      });
    }
    return text(404, "Not Found");
  }

  #revoke(clientId: string, headers: Record<string, string>, body: Buffer | undefined): FakeResponse {
    const { clientId: id } = this.#options;
    if (clientId !== id || headers.authorization !== `Basic ${btoa(`${id}:${this.clientSecret}`)}`)
      return json(404, { message: "Not Found" });
    const token = (JSON.parse(body?.toString("utf8") || "{}") as { access_token?: string }).access_token ?? "";
    if (!this.#accessTokens.delete(token)) return json(404, { message: "Not Found" });
    this.revokedTokens.push(token);
    return { status: 204, headers: {}, body: "" };
  }

  #tree(sha: string): FakeResponse {
    let listing: string;
    try {
      listing = this.git("ls-tree", "-r", "-t", "-l", "--full-tree", sha);
    } catch {
      return json(404, { message: "Not Found" });
    }
    const tree = listing
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [meta = "", path = ""] = line.split("\t");
        const [mode = "", type = "", oid = "", size = "-"] = meta.split(/\s+/);
        const url = `https://api.github.com/repos/${this.owner}/${this.name}/git/${type}s/${oid}`;
        return { path, mode, type, sha: oid, ...(type === "blob" ? { size: Number(size) } : {}), url };
      });
    return json(200, {
      sha,
      url: `https://api.github.com/repos/${this.owner}/${this.name}/git/trees/${sha}`,
      tree,
      truncated: false,
    });
  }

  #blob(sha: string): FakeResponse {
    try {
      const bytes = execFileSync("git", [`--git-dir=${this.gitDir}`, "cat-file", "blob", sha]);
      return { status: 200, headers: { ...CORS, "Content-Type": "application/vnd.github.raw" }, body: bytes };
    } catch {
      return json(404, { message: "Not Found" });
    }
  }

  /** A GraphQL request with `login`'s token: GitHub answers as that person may see and do. */
  async #graphql(body: Buffer | undefined, login: string): Promise<FakeResponse> {
    const { query, variables, operationName } = JSON.parse(body?.toString("utf8") ?? "{}") as {
      query: string;
      variables?: Record<string, unknown>;
      operationName?: string;
    };
    const result = await graphql({
      schema: SCHEMA,
      source: query,
      rootValue: this.#root(PEOPLE[login] ?? WRITER),
      variableValues: variables,
      operationName,
      typeResolver,
    });
    // GitHub puts an error's type beside its message (urql keeps such an error as the GraphQL error's
    // originalError, where Keystatic reads the type); only a refusal has `extensions`, SAML's flag.
    const errors = result.errors?.map(({ message, locations, path, extensions }) => ({
      ...(extensions.type ? { type: extensions.type } : {}),
      ...(path ? { path } : {}),
      ...(extensions.type === "FORBIDDEN" ? { extensions: { saml_failure: false } } : {}),
      ...(locations ? { locations } : {}),
      message,
    }));
    return json(200, { ...(result.data !== undefined ? { data: result.data } : {}), ...(errors ? { errors } : {}) });
  }

  #ref(branch: string) {
    const oid = this.head(branch);
    if (!oid) return null;
    return {
      __typename: "Ref",
      id: refId(branch),
      name: branch,
      prefix: "refs/heads/",
      target: this.#commit(oid),
      associatedPullRequests: { nodes: [] },
    };
  }

  #commit(oid: string) {
    const tree = this.git("rev-parse", `${oid}^{tree}`);
    return { __typename: "Commit", id: `C_${oid}`, oid, tree: { __typename: "Tree", id: `T_${tree}`, oid: tree } };
  }

  #repository(permission: string) {
    const owner = { __typename: "User", id: `U_${this.owner}`, login: this.owner };
    return {
      __typename: "Repository",
      id: REPOSITORY_ID,
      name: this.name,
      nameWithOwner: `${this.owner}/${this.name}`,
      isPrivate: true,
      owner,
      viewerPermission: permission,
      defaultBranchRef: () => this.#ref(this.defaultBranch),
      ref: ({ qualifiedName }: { qualifiedName: string }) => this.#ref(qualifiedName.replace(/^refs\/heads\//, "")),
      refs: ({ refPrefix }: { refPrefix: string }) => ({
        nodes: refPrefix === "refs/heads/" ? this.branches().map((branch) => this.#ref(branch)) : [],
        pageInfo: { hasNextPage: false, endCursor: null },
      }),
      forks: { nodes: [] },
    };
  }

  #root({ permission, ...person }: Person) {
    const repository = ({ owner, name }: { owner: string; name: string }) => {
      if (owner.toLowerCase() !== this.owner.toLowerCase() || name.toLowerCase() !== this.name.toLowerCase())
        throw githubError("NOT_FOUND", `Could not resolve to a Repository with the name '${owner}/${name}'.`);
      return this.#repository(permission);
    };
    /** Whether this person may write; GitHub refuses `mutation` otherwise. */
    const mayWrite = (mutation: string) => {
      if (permission !== "WRITE") throw forbidden(person.login, mutation);
    };
    return {
      repository,
      viewer: {
        __typename: "User",
        ...person,
        avatarUrl: `https://avatars.githubusercontent.com/u/${person.databaseId}?v=4`,
      },
      node: ({ id }: { id: string }) => {
        const branch = branchOfRefId(id);
        return branch === undefined ? null : this.#ref(branch);
      },
      createRef: ({ input }: { input: { repositoryId: string; name: string; oid: string } }) => {
        mayWrite("CreateRef");
        if (input.repositoryId !== REPOSITORY_ID)
          throw githubError("NOT_FOUND", "Could not resolve to a node with the global id.");
        const branch = input.name.replace(/^refs\/heads\//, "");
        if (!input.name.startsWith("refs/heads/") || !isRefName(input.name))
          throw githubError("UNPROCESSABLE", `"${input.name}" is not a valid ref name.`);
        if (this.head(branch))
          throw githubError("UNPROCESSABLE", 'A ref named "' + input.name + '" already exists in the repository.');
        this.git("update-ref", input.name, input.oid, "");
        return { ref: this.#ref(branch) };
      },
      deleteRef: ({ input }: { input: { refId: string } }) => {
        mayWrite("DeleteRef");
        const branch = branchOfRefId(input.refId);
        if (!branch || !this.head(branch))
          throw githubError("NOT_FOUND", "Could not resolve to a node with the global id.");
        this.git("update-ref", "-d", `refs/heads/${branch}`);
        return {};
      },
      createCommitOnBranch: ({ input }: { input: CommitInput }) => this.#createCommit(input, person.login, permission),
    };
  }

  /** A commit `login` asked for: GitHub checks their role first, then the branch's rules. */
  #createCommit(input: CommitInput, login = VIEWER.login, permission = "WRITE") {
    const branch = input.branch.branchName ?? branchOfRefId(input.branch.id ?? "") ?? "";
    const received: ReceivedCommit = {
      branch,
      expectedHeadOid: input.expectedHeadOid,
      headline: input.message.headline,
      additions: (input.fileChanges?.additions ?? []).map(({ path, contents }) => ({
        path,
        contents: Buffer.from(contents, "base64"),
      })),
      deletions: (input.fileChanges?.deletions ?? []).map(({ path }) => path),
    };
    this.commits.push(received);
    const fail = (type: string, message: string) => {
      received.error = message;
      return githubError(type, message);
    };
    if (permission !== "WRITE") {
      received.error = forbidden(login, "CreateCommitOnBranch").message;
      throw forbidden(login, "CreateCommitOnBranch");
    }
    if (input.branch.repositoryNameWithOwner && input.branch.repositoryNameWithOwner !== `${this.owner}/${this.name}`)
      throw fail(
        "NOT_FOUND",
        `Could not resolve to a Repository with the name '${input.branch.repositoryNameWithOwner}'.`,
      );
    const head = this.head(branch);
    if (!head) throw fail("NOT_FOUND", `Could not resolve to a Ref with the name 'refs/heads/${branch}'.`);
    if (this.protectedBranches.has(branch))
      throw fail(
        "UNPROCESSABLE",
        "Repository rule violations found\n\nChanges must be made through a pull request.\n\n",
      );
    if (head !== input.expectedHeadOid)
      throw fail(
        "STALE_DATA",
        `Expected branch to point to "${input.expectedHeadOid}" but it did not. Pull and try again.`,
      );
    const env = { GIT_INDEX_FILE: join(this.#folder, `index-${randomBytes(4).toString("hex")}`) };
    try {
      this.git({ env }, "read-tree", head);
      for (const { path, contents } of received.additions) {
        const blob = this.git({ input: contents }, "hash-object", "-w", "--stdin");
        this.git({ env }, "update-index", "--add", "--cacheinfo", `100644,${blob},${path}`);
      }
      // Mode 0 removes a path from the index (a bare repository has no work tree for --force-remove).
      const removals = received.deletions.map((path) => `0 ${"0".repeat(40)}\t${path}\n`).join("");
      if (removals) this.git({ env, input: Buffer.from(removals) }, "update-index", "--index-info");
      const tree = this.git({ env }, "write-tree");
      const oid = this.git("commit-tree", tree, "-p", head, "-m", input.message.headline);
      this.git("update-ref", `refs/heads/${branch}`, oid, head);
      received.oid = oid;
      return { commit: this.#commit(oid), ref: this.#ref(branch) };
    } finally {
      rmSync(env.GIT_INDEX_FILE, { force: true });
    }
  }
}

type CommitInput = {
  branch: { id?: string; repositoryNameWithOwner?: string; branchName?: string };
  expectedHeadOid: string;
  message: { headline: string };
  fileChanges?: { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] };
};

const REPOSITORY_ID = "R_kgDOFake";
const refId = (branch: string) => `REF_${Buffer.from(branch).toString("base64url")}`;
const branchOfRefId = (id: string) =>
  id.startsWith("REF_") ? Buffer.from(id.slice(4), "base64url").toString() : undefined;
/** Git's rules for a branch's name, the ones a person may type by mistake. */
const isRefName = (name: string) => !/(^|\/)\.|\.\.|[\s~^:?*[\\]|\/$|\.lock$|@\{|\/\//.test(name);

/** The concrete type of an object the resolvers return (they name it). */
const typeResolver = (value: unknown) => (value as { __typename?: string }).__typename;

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "ETag, Link, Location, X-GitHub-Request-Id",
};
const json = (status: number, value: unknown): FakeResponse => ({
  status,
  headers: { ...CORS, "Content-Type": "application/json; charset=utf-8" },
  body: JSON.stringify(value),
});
const html = (status: number, value: string): FakeResponse => ({
  status,
  headers: { "Content-Type": "text/html; charset=utf-8" },
  body: value,
});
const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** GitHub's sign-in page, as plain as the tests need it: who signs in, and where to after. */
const signInPage = (returnTo: string, problem = "") => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Sign in to GitHub · GitHub</title>
    <style>
      body { font: 14px/1.5 system-ui, sans-serif; background: #f6f8fa; color: #1f2328; margin: 0; }
      main { max-width: 340px; margin: 40px auto; padding: 0 16px; }
      h1 { font-size: 24px; font-weight: 300; text-align: center; }
      form { background: #fff; border: 1px solid #d0d7de; border-radius: 6px; padding: 16px; }
      label { display: block; font-weight: 600; margin: 0 0 12px; }
      input { display: block; box-sizing: border-box; width: 100%; margin-top: 6px; padding: 5px 12px; font: inherit; border: 1px solid #d0d7de; border-radius: 6px; }
      button { width: 100%; padding: 5px 16px; font: inherit; font-weight: 600; color: #fff; background: #1f883d; border: 0; border-radius: 6px; }
      p.note { text-align: center; color: #59636e; }
      p.problem { background: #ffebe9; border: 1px solid #ff818266; padding: 12px; border-radius: 6px; }
    </style>
  </head>
  <body>
    <main>
      <p class="note">A stand-in for github.com, served by the tests</p>
      <h1>Sign in to GitHub</h1>
      ${problem ? `<p class="problem" role="alert">${escape(problem)}</p>` : ""}
      <form method="post" action="/session">
        <input type="hidden" name="return_to" value="${escape(returnTo)}" />
        <label>Username <input name="login" autocomplete="username" /></label>
        <label>Password <input name="password" type="password" autocomplete="current-password" /></label>
        <button>Sign in</button>
      </form>
    </main>
  </body>
</html>
`;
const text = (status: number, value: string): FakeResponse => ({
  status,
  headers: { "Content-Type": "text/plain; charset=utf-8" },
  body: value,
});
