// The files the build generates beside the pages (src/lib/routes.ts lists them: the sitemap,
// robots.txt, the manifest, the social card and the icons), each written at its path.
import type { APIRoute, GetStaticPaths } from "astro";

import { generatedFileResponse } from "~/lib/generated-files/generated-files.server";
import { generatedFiles } from "~/lib/routes";

export const getStaticPaths = (() =>
  generatedFiles.map((path) => ({ params: { file: path.slice(1) } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => generatedFileResponse(`/${params.file}`);
