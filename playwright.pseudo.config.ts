import { defineConfig } from "@playwright/test";

import base from "./playwright.config";

// The tests tagged @pseudo again, on a pseudo-localized copy of the site (e2e/support/pseudo.ts): every
// word the marketing team may change accented, about 40% longer and bracketed. The tests read the words
// from that copy's content files (e2e/support/content.ts, E2E_CONTENT_ROOT), so they pass only if they
// test what the site does, and the layout checks pass only if the design holds longer words. The copy is
// built before the run (e2e/support/pseudo-setup.ts) and removed after it.
const projectNamed = (name: string) => {
  const project = base.projects?.find((candidate) => candidate.name === name);
  if (!project) throw new Error(`playwright.config.ts has no ${name} project`);
  return project;
};

export default defineConfig({
  ...base,
  globalSetup: ["./e2e/support/run-builds.ts", "./e2e/support/pseudo-setup.ts"],
  // Beside the main run's folders, not in them: `npm run test:e2e` runs both at once, and each run empties its own.
  outputDir: "test-results-pseudo",
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never", outputFolder: "playwright-report-pseudo" }]],
  projects: [
    // What a longer word could break: the moving parts, the menu, the form's mail, axe, the layout.
    { ...projectNamed("chromium"), name: "chromium (pseudo)", grep: /@pseudo/ },
    // Every route on production's runtime, styled, scripted and fitting, without an error.
    ...["firefox", "webkit"].map(projectNamed).map((project) => ({
      ...project,
      name: `${project.name} (pseudo)`,
      grep: /(?=.*@engines)(?=.*@pseudo)/,
    })),
  ],
});
