// The legal texts are Markdown with two placeholders, never code. Their files are MDX (the format the
// editor writes), and MDX turns `{…}`, `import`/`export` and JSX into JavaScript that runs in the
// build and on the page. So every body is read first with MDX's own parser (remark-mdx) and held
// against an allow-list: the Markdown the editor offers (legalPage() in src/content/fields.ts, the
// legal pages' `body`) and the components it inserts. The content check reports what else a body holds
// (build-plugins/content-check.ts), and the MDX compiler refuses to compile it (remarkLegalText, in the loader of
// legal-text-loader.ts): a body that is not on the list never becomes code.
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";

import { schemeOf } from "./url-scheme.ts";

/** The components a legal text may use, each without attributes: what the editor inserts with "/". */
export const LEGAL_TEXT_COMPONENTS = ["ContactEmail", "SiteUrl", "StatisticsChoice"] as const;

/** The Markdown a legal text may use: what the editor's toolbar offers for it, and no more. */
export const LEGAL_TEXT_MARKDOWN = {
  headingLevels: [2, 3],
  /** mdast node types: paragraphs, headings, lists, bold, links, line breaks and their text. */
  nodes: ["root", "paragraph", "heading", "text", "strong", "list", "listItem", "link", "break"],
  /** The schemes a link may use; a link without one stays on the site. */
  linkSchemes: ["https", "http", "mailto", "tel"],
} as const;

const COMPONENT_LIST = LEGAL_TEXT_COMPONENTS.map((name) => `<${name} />`)
  .join(", ")
  .replace(/, ([^,]*)$/, " and $1");
const WHAT_IT_MAY_HOLD = `a legal text holds words, headings (## and ###), lists, bold, links, ${COMPONENT_LIST}`;

export type LegalTextProblem = { line?: number; what: string; why: string };

/** An mdast node, as loosely as the check reads it: any node type, MDX's included. */
type Node = {
  type: string;
  children?: Node[];
  position?: { start: { line: number } };
  depth?: number;
  url?: string;
  name?: string | null;
  value?: unknown;
  attributes?: { type: string; name?: string; value?: unknown }[];
};

const NAMES: Record<string, string> = {
  mdxjsEsm: "import or export",
  mdxFlowExpression: "{…} expression",
  mdxTextExpression: "{…} expression",
  html: "raw HTML",
  image: "picture",
  imageReference: "picture",
  definition: "link definition",
  code: "code block",
  inlineCode: "code",
  emphasis: "italic text",
  blockquote: "quotation",
  thematicBreak: "divider",
  table: "table",
  delete: "struck-through text",
};

/** Why a link's address is refused, or undefined. */
function linkProblem(url: string): string | undefined {
  const scheme = schemeOf(url);
  if (scheme === undefined || (LEGAL_TEXT_MARKDOWN.linkSchemes as readonly string[]).includes(scheme)) return undefined;
  return scheme === "javascript"
    ? "runs script when clicked"
    : `uses ${scheme}:, where a link may use ${LEGAL_TEXT_MARKDOWN.linkSchemes.map((s) => `${s}:`).join(", ")} or stay on the site`;
}

/** What a parsed legal text holds beyond the allow-list, in the order it comes. */
export function legalTextProblems(tree: Node): LegalTextProblem[] {
  const problems: LegalTextProblem[] = [];
  const visit = (node: Node) => {
    const line = node.position?.start.line;
    const add = (what: string, why: string) => problems.push({ line, what, why });
    switch (node.type) {
      case "mdxjsEsm":
        add(
          `${NAMES[node.type]} "${String(node.value).split("\n")[0]?.slice(0, 40)}"`,
          "is code, which would run in the build",
        );
        return;
      case "mdxFlowExpression":
      case "mdxTextExpression":
        add(`{${String(node.value).slice(0, 40)}}`, "is an expression, which would run in the build and on the page");
        return;
      case "mdxJsxFlowElement":
      case "mdxJsxTextElement": {
        const name = node.name ?? "";
        if (!(LEGAL_TEXT_COMPONENTS as readonly string[]).includes(name)) {
          add(`<${name}>`, `is not one of the components a legal text may use: ${COMPONENT_LIST}`);
          return;
        }
        for (const attribute of node.attributes ?? [])
          if (attribute.type !== "mdxJsxAttribute" || typeof attribute.value !== "string")
            add(
              `<${name} ${attribute.name ?? "{…}"}>`,
              "has an attribute that is not plain text in quotes, which would run as code",
            );
        break;
      }
      case "heading":
        if (!(LEGAL_TEXT_MARKDOWN.headingLevels as readonly number[]).includes(node.depth ?? 0))
          add(`a level-${node.depth} heading`, "is not used: the page's title is the only level 1; use ## or ###");
        break;
      case "link": {
        const why = linkProblem(node.url ?? "");
        if (why) add(`the link to "${node.url}"`, why);
        break;
      }
      default:
        if (!(LEGAL_TEXT_MARKDOWN.nodes as readonly string[]).includes(node.type)) {
          add(NAMES[node.type] ?? node.type, `is not part of a legal text: ${WHAT_IT_MAY_HOLD}`);
          return;
        }
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return problems;
}

/** Reads a legal text with MDX's parser and says what it holds beyond the allow-list; none: it may be built. */
export function checkLegalText(text: string): LegalTextProblem[] {
  try {
    return legalTextProblems(unified().use(remarkParse).use(remarkMdx).parse(text) as Node);
  } catch (error) {
    const { line, reason } = error as { line?: number; reason?: string };
    return [{ line, what: "the text", why: `cannot be read as MDX: ${reason ?? (error as Error).message}` }];
  }
}

/** One problem as a line of a message: "line 3: {process.version} is an expression, …". */
export const legalProblemText = ({ line, what, why }: LegalTextProblem) =>
  `${line === undefined ? "" : `line ${line}: `}${what} ${why}`;

/**
 * A remark plugin for the MDX compiler (vite.config.ts): a body with anything beyond the allow-list
 * stops the compilation, before MDX turns it into code.
 */
export function remarkLegalText() {
  return (tree: unknown, file: { path?: string; fail: (reason: string) => never }) => {
    const problems = legalTextProblems(tree as Node);
    if (problems.length > 0)
      file.fail(`${file.path}: the legal text may not be built:\n  ${problems.map(legalProblemText).join("\n  ")}`);
  };
}
