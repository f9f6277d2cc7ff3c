import { describe, expect, it } from "vitest";

import { DEFAULTS, readBuildSettings, settingProblems, siteOrigin } from "./build-settings.ts";

describe("readBuildSettings", () => {
  it("gives the defaults for settings unset or empty, as astro:env does", () => {
    expect(readBuildSettings({})).toEqual(DEFAULTS);
    expect(readBuildSettings({ PUBLIC_SITE_URL: "", PUBLIC_CONTACT_EMAIL: "", NGINX_ROOT: "" })).toEqual(DEFAULTS);
  });

  it("gives the settings as set", () => {
    const env = { PUBLIC_SITE_URL: "https://www.example.org/", PUBLIC_CONTACT_EMAIL: "hello@example.org" };
    expect(readBuildSettings(env)).toEqual(env);
    expect(siteOrigin(readBuildSettings(env).PUBLIC_SITE_URL)).toBe("https://www.example.org");
  });

  it("stops with every problem, one line each, the setting first", () => {
    const env = { PUBLIC_SITE_URL: "rymi.ai", PUBLIC_CONTACT_EMAIL: "rymi", NGINX_ROOT: "www" };
    expect(() => readBuildSettings(env)).toThrow(
      [
        "The build's settings have 3 problems; nothing was built:",
        '  PUBLIC_SITE_URL is "rymi.ai": it must be an absolute https URL, such as https://example.org',
        '  PUBLIC_CONTACT_EMAIL is "rymi": it must be an email address, such as hello@example.org',
        '  NGINX_ROOT is "www": it must be an absolute folder path without spaces, ; { } # or quotes, such as /var/www/rymi',
      ].join("\n"),
    );
  });
});

describe("PUBLIC_SITE_URL", () => {
  const problems = (value: string) => settingProblems({ PUBLIC_SITE_URL: value });

  it.each([
    "https://rymi.ai",
    "https://staging.rymi.ai/",
    "https://localhost:8443",
    "https://[::1]",
    "https://xn--bcher-kva.example",
  ])("takes the https origin %j", (value) => expect(problems(value)).toEqual([]));

  it.each([
    "rymi.ai",
    "http://rymi.ai",
    "ftp://rymi.ai",
    "javascript:alert(1)",
    "https:rymi.ai",
    " https://rymi.ai",
    "https://",
  ])("refuses %j: not an absolute https URL", (value) =>
    expect(problems(value)).toEqual([
      `PUBLIC_SITE_URL is ${JSON.stringify(value)}: it must be an absolute https URL, such as https://example.org`,
    ]),
  );

  it.each([
    ["https://rymi.ai/en", "https://rymi.ai"],
    ["https://rymi.ai/?ref=x", "https://rymi.ai"],
    ["https://rymi.ai#top", "https://rymi.ai"],
    ["https://user:secret@rymi.ai", "https://rymi.ai"],
    ["https://RYMI.ai", "https://rymi.ai"],
    ["https://rymi.ai:443", "https://rymi.ai"],
    ["https://bücher.example", "https://xn--bcher-kva.example"],
  ])("refuses %j: more than the origin, or not as browsers write it; names %j", (value, origin) => {
    expect(problems(value)).toEqual([
      `PUBLIC_SITE_URL is ${JSON.stringify(value)}: it must be the site's origin alone, as browsers write it, without a path, query or fragment: ${origin}`,
    ]);
  });
});

describe("PUBLIC_CONTACT_EMAIL", () => {
  const problems = (value: string) => settingProblems({ PUBLIC_CONTACT_EMAIL: value });

  it.each(["contact@rymi.ai", "hello@example.org", "first.last+web@mail.example.co.uk", "a_b-c@x-y.io"])(
    "takes %j",
    (value) => expect(problems(value)).toEqual([]),
  );

  it.each([
    "rymi",
    "@rymi.ai",
    "contact@",
    "contact@rymi",
    "contact rymi.ai",
    "contact@rymi.ai ",
    "con tact@rymi.ai",
    ".contact@rymi.ai",
    "con..tact@rymi.ai",
    "contact@rymi.ai?subject=Hi",
    "contact@rymi.ai,other@rymi.ai",
    "<contact@rymi.ai>",
    "contact@-rymi.ai",
    "contact@rymi..ai",
    "contact@rymi.ai\n",
    `${"a".repeat(250)}@rymi.ai`,
  ])("refuses %j", (value) =>
    expect(problems(value)).toEqual([
      `PUBLIC_CONTACT_EMAIL is ${JSON.stringify(value)}: it must be an email address, such as hello@example.org`,
    ]),
  );
});

describe("the nginx settings", () => {
  it.each([
    { NGINX_SERVER_NAME: "rymi.ai www.rymi.ai", NGINX_ROOT: "/var/www/rymi" },
    { NGINX_SERVER_NAME: "_", NGINX_ROOT: "/srv/example/site/" },
    { NGINX_SERVER_NAME: "*.rymi.ai .example.org", NGINX_ROOT: "/" },
  ])("takes %j", (env) => expect(settingProblems(env)).toEqual([]));

  it.each(["rymi.ai; include /etc/passwd", "rymi.ai { }", "rymi.ai # note", '"rymi.ai"', "rymi.ai\nlisten 81", "   "])(
    "refuses the server name %j",
    (value) =>
      expect(settingProblems({ NGINX_SERVER_NAME: value })).toEqual([
        `NGINX_SERVER_NAME is ${JSON.stringify(value)}: it must be host names separated by spaces, such as "example.org www.example.org", without ; { } # quotes or line breaks`,
      ]),
  );

  it.each(["var/www/rymi", "/var/www/my site", "/var/www/rymi;", "/var/www/{rymi}", "/var/www/'rymi'", " /var/www"])(
    "refuses the root %j",
    (value) =>
      expect(settingProblems({ NGINX_ROOT: value })).toEqual([
        `NGINX_ROOT is ${JSON.stringify(value)}: it must be an absolute folder path without spaces, ; { } # or quotes, such as /var/www/rymi`,
      ]),
  );
});

describe("the settings' former names", () => {
  it("stop a build that still sets one, naming the setting to use instead", () => {
    expect(settingProblems({ VITE_SITE_URL: "https://staging.rymi.ai", VITE_CONTACT_EMAIL: "" })).toEqual([
      "VITE_SITE_URL is set, but the build no longer reads it: set PUBLIC_SITE_URL instead (docs/deploying.md)",
    ]);
    expect(settingProblems({ VITE_CONTACT_EMAIL: "hello@rymi.ai" })).toEqual([
      "VITE_CONTACT_EMAIL is set, but the build no longer reads it: set PUBLIC_CONTACT_EMAIL instead (docs/deploying.md)",
    ]);
  });
});
