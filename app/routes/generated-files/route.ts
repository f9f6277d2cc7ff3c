// A resource route (a loader, no component): the build pre-renders each generated file at its path
// (app/lib/routes.ts lists them), and the dev server answers them the same way.
import { generatedFileResponse } from "~/routes/generated-files/generated-files.server";

import type { Route } from "./+types/route";

// `url`, not `request.url`: React Router's data request for the route ends in ".data".
export const loader = ({ url }: Route.LoaderArgs) => generatedFileResponse(url.pathname);
