// What the statistics keep of a user agent: the browser's and the system's family and major version
// ("Chrome 142", "Android 15", "Windows 10"), read by Bowser, a well-kept parser. The user agent
// itself is never stored. A bot is not a visitor: isbot's list of crawlers, monitors and headless
// browsers (HeadlessChrome included, as the site's own tools run it) is counted as nothing.
import Bowser from "bowser";
import { isbot } from "isbot";

/** The longest family name kept: a user agent's words are not trusted to be short. */
const MAX_NAME = 40;

const major = (version: string | undefined): string => /^\d{1,6}/.exec(version ?? "")?.[0] ?? "";

const named = (name: string | undefined, version: string): string =>
  [name?.slice(0, MAX_NAME) ?? "", version].filter(Boolean).join(" ");

/** The browser's and the system's family and major version, "" where the user agent does not say. */
export function agentOf(userAgent: string): { browser: string; os: string; bot: boolean } {
  if (userAgent.trim() === "") return { browser: "", os: "", bot: true };
  const { browser, os } = Bowser.parse(userAgent);
  // Windows says "NT 10.0" for 10 and 11 alike: its name ("10") is what it can tell; macOS's is frozen at 10.15.
  const system = os.name === "Windows" ? (os.versionName ?? "") : os.name === "macOS" ? "" : major(os.version);
  return { browser: named(browser.name, major(browser.version)), os: named(os.name, system), bot: isbot(userAgent) };
}
