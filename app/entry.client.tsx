import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

import { onRecoverableErrorFor } from "~/lib/hydration-errors";

// React Router's default client entry, plus one option: a page the browser translated before it
// hydrated is drawn again without an error (app/lib/hydration-errors.ts, docs/architecture.md).
const onRecoverableError = onRecoverableErrorFor(document.documentElement);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    { onRecoverableError },
  );
});
