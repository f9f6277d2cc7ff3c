// astro:env/client for the unit tests, which Vitest runs without Astro (vitest.config.ts): the same
// settings, the same defaults and checks (build-settings.ts), read from the environment each time the
// module is imported, so that a test may set one (vi.stubEnv) and import again.
import { readBuildSettings } from "./build-settings.ts";

export const { PUBLIC_SITE_URL, PUBLIC_CONTACT_EMAIL } = readBuildSettings(process.env);
