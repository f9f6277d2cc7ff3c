// The settings a build takes from its environment (docs/deploying.md): the site's URL and the contact
// address, which the pages and the islands read through astro:env (astro.config.ts, src/content/site.ts),
// and the nginx config's server_name and root (build-plugins/host-config.mjs). A build with a wrong one
// stops before it builds anything, naming each setting and what it must be.

type Env = Record<string, string | undefined>;

/** What the site says when a build leaves a setting unset or empty. */
export const DEFAULTS = {
  PUBLIC_SITE_URL: "https://rymi.ai",
  PUBLIC_CONTACT_EMAIL: "contact@rymi.ai",
} as const;

/**
 * The names the settings had before they were handed to the islands through astro:env: Astro gives
 * client code no VITE_ variable, so the islands showed the default while the HTML showed the setting.
 * A build that still sets one stops rather than quietly publish the default.
 */
const RENAMED = { VITE_SITE_URL: "PUBLIC_SITE_URL", VITE_CONTACT_EMAIL: "PUBLIC_CONTACT_EMAIL" } as const;

/** A setting's value, or undefined when unset or empty (as astro:env reads it). */
const valueOf = (env: Env, name: string) => (env[name] === "" ? undefined : env[name]);

/** One address a mail app takes from a mailto: link as it is: no character it would have to decode. */
const EMAIL = /^[A-Za-z0-9_+-]+(?:\.[A-Za-z0-9_+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
/** What would end an nginx directive, start a block or a comment, or need quoting. */
const NGINX_BREAKS = /[;{}#"'\\\p{Cc}]/u;

function siteUrlProblem(value: string): string | undefined {
  const url = /^https:\/\//.test(value) && URL.canParse(value) ? new URL(value) : undefined;
  if (!url) return "must be an absolute https URL, such as https://example.org";
  // The site is built for the root of its host (no `base`): a path would send canonical links nowhere.
  if (url.origin !== value.replace(/\/+$/, ""))
    return `must be the site's origin alone, as browsers write it, without a path, query or fragment: ${url.origin}`;
  return undefined;
}

/** Every problem with the build's settings, one line each, the setting first. */
export function settingProblems(env: Env): string[] {
  const problems: string[] = [];
  const say = (name: string, value: string, problem: string) =>
    problems.push(`${name} is ${JSON.stringify(value)}: it ${problem}`);
  for (const [old, name] of Object.entries(RENAMED))
    if (valueOf(env, old) !== undefined)
      problems.push(`${old} is set, but the build no longer reads it: set ${name} instead (docs/deploying.md)`);
  const siteUrl = valueOf(env, "PUBLIC_SITE_URL");
  const siteUrlWrong = siteUrl === undefined ? undefined : siteUrlProblem(siteUrl);
  if (siteUrl !== undefined && siteUrlWrong) say("PUBLIC_SITE_URL", siteUrl, siteUrlWrong);
  const email = valueOf(env, "PUBLIC_CONTACT_EMAIL");
  if (email !== undefined && !(EMAIL.test(email) && email.length <= 254))
    say("PUBLIC_CONTACT_EMAIL", email, "must be an email address, such as hello@example.org");
  const serverName = valueOf(env, "NGINX_SERVER_NAME");
  if (serverName !== undefined && (NGINX_BREAKS.test(serverName) || !serverName.trim()))
    say(
      "NGINX_SERVER_NAME",
      serverName,
      'must be host names separated by spaces, such as "example.org www.example.org", without ; { } # quotes or line breaks',
    );
  const root = valueOf(env, "NGINX_ROOT");
  if (root !== undefined && (NGINX_BREAKS.test(root) || !/^\/\S*$/.test(root)))
    say("NGINX_ROOT", root, "must be an absolute folder path without spaces, ; { } # or quotes, such as /var/www/rymi");
  return problems;
}

/**
 * The settings the pages and islands read, as astro:env gives them: the default where unset or empty.
 * Throws, listing every problem, when any setting is wrong.
 */
export function readBuildSettings(env: Env) {
  const problems = settingProblems(env);
  if (problems.length)
    throw new Error(
      [
        `The build's settings have ${problems.length} problem${problems.length === 1 ? "" : "s"}; nothing was built:`,
        ...problems.map((problem) => `  ${problem}`),
      ].join("\n"),
    );
  return {
    PUBLIC_SITE_URL: valueOf(env, "PUBLIC_SITE_URL") ?? DEFAULTS.PUBLIC_SITE_URL,
    PUBLIC_CONTACT_EMAIL: valueOf(env, "PUBLIC_CONTACT_EMAIL") ?? DEFAULTS.PUBLIC_CONTACT_EMAIL,
  };
}

/** The site's URL as every absolute link starts: no trailing slash. */
export const siteOrigin = (siteUrl: string) => siteUrl.replace(/\/+$/, "");
