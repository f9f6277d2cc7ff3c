// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { isPreviewPattern } from "../worker/editor-api.ts";
import { installPreviewLink, pageOfEditorPath, previewName, previewOf } from "./preview-link.ts";

const PATTERN = "https://{branch}-rymi-web.rymi.workers.dev";
const ORIGIN = "https://rymi.ai";

describe("previewName", () => {
  it("is the branch's DNS-safe form", () => {
    expect(previewName("new-heading")).toBe("new-heading");
    expect(previewName("Content/Spring Offer_2026")).toBe("content-spring-offer-2026");
    expect(previewName("--édition--")).toBe("dition");
  });

  it("fits the label, without a dash at its end", () => {
    expect(previewName("a".repeat(80), 10)).toBe("a".repeat(10));
    expect(previewName("abcd-efgh", 5)).toBe("abcd");
  });
});

describe("pageOfEditorPath", () => {
  it("names the branch and the page a section shows on", () => {
    expect(pageOfEditorPath("/keystatic/branch/new-heading/singleton/hero")).toEqual({
      branch: "new-heading",
      path: "/",
    });
    expect(pageOfEditorPath("/keystatic/branch/content%2Fspring/singleton/privacyPolicy")).toEqual({
      branch: "content/spring",
      path: "/privacy-policy",
    });
    expect(pageOfEditorPath("/keystatic/branch/main/singleton/termsConditions")?.path).toBe("/terms-conditions");
    expect(pageOfEditorPath("/keystatic/branch/main/singleton/notFound")?.path).toBe("/404");
    expect(pageOfEditorPath("/keystatic/branch/main")?.path).toBe("/");
  });

  it("is undefined off a branch", () => {
    expect(pageOfEditorPath("/keystatic")).toBeUndefined();
    expect(pageOfEditorPath("/keystatic/setup")).toBeUndefined();
  });
});

describe("previewOf", () => {
  it("is the live page on the production branch, with or without a preview address", () => {
    const live = { href: `${ORIGIN}/privacy-policy`, label: "View this page on the live site" };
    expect(previewOf("/keystatic/branch/main/singleton/privacyPolicy", ORIGIN, PATTERN)).toEqual(live);
    expect(previewOf("/keystatic/branch/main/singleton/privacyPolicy", ORIGIN, "")).toEqual(live);
  });

  it("is the branch's preview of the same page elsewhere", () => {
    expect(previewOf("/keystatic/branch/Spring%20Offer/singleton/termsConditions", ORIGIN, PATTERN)).toEqual({
      href: "https://spring-offer-rymi-web.rymi.workers.dev/terms-conditions",
      label: "Preview this page on Spring Offer",
    });
  });

  it("keeps the preview's host label within 63 characters", () => {
    const href = previewOf(`/keystatic/branch/${"b".repeat(90)}/singleton/hero`, ORIGIN, PATTERN)?.href ?? "";
    expect(new URL(href).hostname.split(".")[0]).toHaveLength(63);
  });

  it("is undefined on a branch without a usable preview address", () => {
    for (const pattern of [undefined, "", "http://{branch}-x.workers.dev", "https://x.workers.dev/{branch}"])
      expect(previewOf("/keystatic/branch/new-heading/singleton/hero", ORIGIN, pattern), pattern).toBeUndefined();
    expect(isPreviewPattern(` ${PATTERN}/ `)).toBe(true);
  });
});

describe("installPreviewLink", () => {
  it("follows the editor from page to page, and hides where there is nothing to preview", () => {
    window.history.replaceState(null, "", "/keystatic");
    const link = installPreviewLink(window, PATTERN, ORIGIN);
    expect(link.hidden).toBe(true);
    window.history.pushState(null, "", "/keystatic/branch/new-heading/singleton/privacyPolicy");
    expect([link.hidden, link.href, link.textContent]).toEqual([
      false,
      "https://new-heading-rymi-web.rymi.workers.dev/privacy-policy",
      "Preview this page on new-heading ↗",
    ]);
    expect([link.target, link.rel]).toEqual(["_blank", "noopener"]);
    // On the production branch: the public site's page, not the editor's own origin.
    window.history.replaceState(null, "", "/keystatic/branch/main/singleton/hero");
    expect(link.href).toBe(`${ORIGIN}/`);
    expect(ORIGIN).not.toBe(window.location.origin);
  });
});
