// The drawing check itself, in any window: what build-plugins/drawings.ts does to every drawing before the
// build uses it, without Node. The build and the dev server give it jsdom's window (drawings.ts); the
// editor's page on the editor Worker gives it the page's own, so a drawing is refused there
// before a save leaves the browser (editor/github-save-check.ts), with the build's own messages.
// Why each step is there: drawings.ts.
import {
  isTokenAtKeyword,
  isTokenCloseParen,
  isTokenFunction,
  isTokenOpenParen,
  isTokenString,
  isTokenURL,
  tokenize,
} from "@csstools/css-tokenizer";
import createDOMPurify, {
  type DOMPurify,
  type RemovedAttribute,
  type RemovedElement,
  type WindowLike,
} from "dompurify";
import { parseFragment, type DefaultTreeAdapterTypes as T } from "parse5";
import { SaxesParser } from "saxes";

import { bareUrl, schemeOf } from "../src/content/url-scheme.ts";

const SVG_NS = "http://www.w3.org/2000/svg";
const XLINK_NS = "http://www.w3.org/1999/xlink";
const XML_NS = "http://www.w3.org/XML/1998/namespace";
const XMLNS_NS = "http://www.w3.org/2000/xmlns/";

/** One thing a drawing may not hold: where (an element, or an element's attribute) and why. */
export type DrawingProblem = { where: string; why: string };

export type DrawingCheck = { markup: string; problems: [] } | { markup?: undefined; problems: DrawingProblem[] };

/**
 * The DOM the check reads a drawing with: a window, whose HTML parser DOMPurify judges the markup
 * with, and the XML reader that builds the file's tree, which throws on malformed XML an error whose
 * first line starts with where: "line 1:52: unexpected close tag.". In Node, jsdom's (drawings.ts);
 * in a browser, the page's own (pageDom).
 */
export type DrawingDom = { window: WindowLike; readXml: (svg: string) => Document };

/** Why DOMPurify's allow-list leaves an element out, for the elements people meet in exports and attacks. */
const ELEMENT_REASONS: Record<string, string> = {
  script: "runs script",
  foreignobject: "carries a web page (HTML) inside the drawing",
  iframe: "loads another document",
  embed: "loads another document",
  object: "loads another document",
  animate: "animates an attribute, which can turn it into a link or an event handler",
  set: "sets an attribute while the drawing runs, which can turn it into a link or an event handler",
  handler: "runs script",
  listener: "runs script",
};
const NOT_ALLOWED_ELEMENT = "is not on the allow-list of drawing elements (DOMPurify's SVG profile)";
const NOT_ALLOWED_ATTRIBUTE = "is not on the allow-list of drawing attributes (DOMPurify's SVG profile)";
const FRAGMENT_ONLY = "a drawing may point only to a #fragment inside itself";

/** Why a URL in a drawing is refused, or undefined for a #fragment of the drawing itself. */
export function urlProblem(url: string): string | undefined {
  const bare = bareUrl(url);
  const scheme = schemeOf(url);
  if (bare.startsWith("#")) return undefined;
  if (scheme === "javascript") return `runs script (javascript:); ${FRAGMENT_ONLY}`;
  if (scheme === "data") return `embeds a file (data:); ${FRAGMENT_ONLY}`;
  if (scheme) return `loads from another address (${scheme}:); ${FRAGMENT_ONLY}`;
  if (/^[/\\]{2}/.test(bare)) return `loads from another host (//…); ${FRAGMENT_ONLY}`;
  return `loads another file ("${url}"); ${FRAGMENT_ONLY}`;
}

/** Functions whose string arguments are URLs. */
const URL_FUNCTIONS = new Set(["url", "src", "image", "image-set", "-webkit-image-set", "cross-fade"]);

/**
 * What a piece of CSS (a <style> element's rules, or an attribute's value, which browsers read as
 * CSS) loads: every URL a CSS tokenizer finds that is not a #fragment, and every @import. A
 * tokenizer, not a pattern: `u\72l(…)` is url(…) to a browser, and to it.
 */
export function cssProblems(css: string): string[] {
  const problems: string[] = [];
  // The open functions and parentheses around a token: whether each is one that takes URLs.
  const open: boolean[] = [];
  for (const token of tokenize({ css })) {
    if (isTokenAtKeyword(token) && token[4].value.toLowerCase() === "import")
      problems.push(`@import loads another stylesheet; ${FRAGMENT_ONLY}`);
    else if (isTokenURL(token)) {
      const why = urlProblem(token[4].value);
      if (why) problems.push(`url(${token[4].value}) ${why}`);
    } else if (isTokenFunction(token)) open.push(URL_FUNCTIONS.has(token[4].value.toLowerCase()));
    else if (isTokenOpenParen(token)) open.push(false);
    else if (isTokenCloseParen(token)) open.pop();
    else if (isTokenString(token) && open.includes(true)) {
      const why = urlProblem(token[4].value);
      if (why) problems.push(`url("${token[4].value}") ${why}`);
    }
  }
  return problems;
}

/** A DOCTYPE with an internal subset: an XML reader in a browser expands its entities into markup. */
function doctypeProblem(svg: string): DrawingProblem | undefined {
  let problem: DrawingProblem | undefined;
  const parser = new SaxesParser({ xmlns: true });
  parser.on("doctype", (doctype) => {
    if (doctype.includes("["))
      problem = {
        where: "<!DOCTYPE>",
        why: "declares entities of its own, which a browser expands into markup; export the drawing without them",
      };
  });
  try {
    parser.write(svg).close();
  } catch {
    // Malformed XML: reported by the XML reader below, with its position.
  }
  return problem;
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, "&quot;");

/** An attribute's name as it is written again: its XLink or XML prefix kept, its own prefix otherwise. */
function attributeName(attribute: Attr) {
  if (attribute.namespaceURI === XLINK_NS) return `xlink:${attribute.localName}`;
  if (attribute.namespaceURI === XML_NS) return `xml:${attribute.localName}`;
  return attribute.name;
}

/**
 * The drawing written out from its XML tree: SVG elements by their local name, attributes quoted
 * and escaped, text escaped; no comments, processing instructions or CDATA sections (their text
 * stays, as text); the namespace declarations the drawing needs on its root, no others.
 */
function serialize(root: Element): string {
  let usesXlink = false;
  const write = (node: Node): string => {
    if (node.nodeType === node.TEXT_NODE || node.nodeType === node.CDATA_SECTION_NODE)
      return escapeText(node.nodeValue ?? "");
    if (node.nodeType !== node.ELEMENT_NODE) return "";
    const element = node as Element;
    const name = element.namespaceURI === SVG_NS ? element.localName : element.tagName;
    const attributes = [...element.attributes]
      .filter((attribute) => attribute.namespaceURI !== XMLNS_NS)
      .map((attribute) => {
        if (attribute.namespaceURI === XLINK_NS) usesXlink = true;
        return ` ${attributeName(attribute)}="${escapeAttribute(attribute.value)}"`;
      })
      .join("");
    const children = [...element.childNodes].map(write).join("");
    return children ? `<${name}${attributes}>${children}</${name}>` : `<${name}${attributes}/>`;
  };
  const inner = write(root);
  const namespaces = ` xmlns="${SVG_NS}"${usesXlink ? ` xmlns:xlink="${XLINK_NS}"` : ""}`;
  return inner.replace(/^<svg/, `<svg${namespaces}`);
}

/** Every text and CDATA node under an element. */
function* textsOf(node: Node): Generator<Node> {
  for (const child of node.childNodes) {
    if (child.nodeType === child.TEXT_NODE || child.nodeType === child.CDATA_SECTION_NODE) yield child;
    else yield* textsOf(child);
  }
}

/** A tree as both parsers must read it: namespace and name of each element, its attributes, its text. */
type Shape = string | { name: string; attributes: string[]; children: Shape[] };

function shapeOfDom(node: Element): Shape {
  const children: Shape[] = [];
  for (const child of node.childNodes) {
    if (child.nodeType === child.ELEMENT_NODE) children.push(shapeOfDom(child as Element));
    else if (child.nodeType === child.TEXT_NODE || child.nodeType === child.CDATA_SECTION_NODE) {
      const last = children.at(-1);
      if (typeof last === "string") children[children.length - 1] = last + (child.nodeValue ?? "");
      else children.push(child.nodeValue ?? "");
    }
  }
  return {
    name: `${node.namespaceURI} ${node.localName}`,
    attributes: [...node.attributes]
      .filter((a) => a.namespaceURI !== XMLNS_NS)
      .map((a) => `${a.namespaceURI ?? ""} ${a.localName}=${a.value}`)
      .sort(),
    children,
  };
}

function shapeOfHtml(node: T.Element): Shape {
  const children: Shape[] = [];
  for (const child of node.childNodes) {
    if ("tagName" in child) children.push(shapeOfHtml(child));
    else if ("value" in child && child.nodeName === "#text") {
      const last = children.at(-1);
      if (typeof last === "string") children[children.length - 1] = last + child.value;
      else children.push(child.value);
    }
  }
  return {
    name: `${node.namespaceURI} ${node.tagName}`,
    attributes: node.attrs
      .filter((a) => a.namespace !== XMLNS_NS && !(a.namespace === undefined && a.name === "xmlns"))
      .map((a) => `${a.namespace ?? ""} ${a.name}=${a.value}`)
      .sort(),
    children,
  };
}

/** A place in the drawing as a message names it: <image href="//host/x.png">. */
const describe = (element: Element, attribute?: { name: string; value: string }) => {
  const name = element.localName ?? element.nodeName.toLowerCase();
  if (!attribute) return `<${name}>`;
  // Control characters as \x09 and the like, so the message shows what a browser would drop.
  const shown = [...attribute.value]
    .map((c) => (c < " " || c === "\x7f" ? `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}` : c))
    .join("");
  const value = shown.length > 60 ? `${shown.slice(0, 57)}...` : shown;
  return `<${name} ${attribute.name}="${value}">`;
};

/** One DOMPurify per window: made once, as it takes longer than checking a drawing. */
const purifiers = new WeakMap<WindowLike, DOMPurify>();

/**
 * DOMPurify's SVG profile, on markup as a web page reads it, with the site's rules in its hooks:
 * everything it would remove, and everything a rule refuses, by element and attribute.
 */
function judge(markup: string, window: WindowLike): DrawingProblem[] {
  const purify = purifiers.get(window) ?? createDOMPurify(window);
  purifiers.set(window, purify);
  // One problem per element, or per attribute of an element: the first reason found is the one given.
  const problems = new Map<string, DrawingProblem>();
  const ids = new WeakMap<object, number>();
  let nodes = 0;
  const keyOf = (node: object, attribute = "") => {
    if (!ids.has(node)) ids.set(node, ++nodes);
    return `${ids.get(node)} ${attribute.toLowerCase()}`;
  };
  const add = (key: string, where: string, why: string) => {
    if (!problems.has(key)) problems.set(key, { where, why });
  };
  purify.addHook("uponSanitizeElement", (node, data) => {
    if (data.tagName === "style")
      for (const why of cssProblems(node.textContent ?? "")) add(`${keyOf(node)} ${why}`, "<style>", why);
  });
  purify.addHook("uponSanitizeAttribute", (node, data) => {
    const { attrName: name, attrValue: value } = data;
    const key = keyOf(node, name);
    const where = describe(node, { name, value });
    if (["href", "xlink:href", "src"].includes(name)) {
      const why = urlProblem(value);
      if (why) add(key, where, why);
    } else if (name === "style")
      add(
        key,
        where,
        "is an inline style, which the site's Content-Security-Policy blocks; use presentation attributes (fill, stroke…)",
      );
    else if (name === "attributename" && /^(?:xlink:)?href$|^on/i.test(value.trim()))
      add(key, where, "animates a link or an event handler");
    else for (const why of cssProblems(value)) add(key, where, why);
  });
  try {
    purify.sanitize(markup, { USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ["use"] });
  } finally {
    purify.removeAllHooks();
  }
  for (const removed of purify.removed as (RemovedElement | RemovedAttribute)[]) {
    if ("attribute" in removed && removed.attribute && removed.from) {
      const { name, value } = removed.attribute;
      const why = /^on/i.test(name) ? "is an event handler, which runs script" : NOT_ALLOWED_ATTRIBUTE;
      add(keyOf(removed.from, name), describe(removed.from as Element, { name, value }), why);
    } else if ("element" in removed && removed.element) {
      const element = removed.element as Element;
      // The document around the markup, which DOMPurify reports as removed too.
      if (["BODY", "HTML", "HEAD"].includes(element.nodeName)) continue;
      if (element.nodeType !== element.ELEMENT_NODE) continue;
      const name = element.localName ?? element.nodeName.toLowerCase();
      add(keyOf(element), describe(element), ELEMENT_REASONS[name.toLowerCase()] ?? NOT_ALLOWED_ELEMENT);
    }
  }
  return [...problems.values()];
}

/**
 * Reads a drawing (the text of an .svg file) with the given DOM and says what it may not hold, or
 * gives the drawing as the site shows it: re-written from the parsed tree.
 */
export function checkDrawing(svg: string, dom: DrawingDom): DrawingCheck {
  const doctype = doctypeProblem(svg);
  if (doctype) return { problems: [doctype] };
  let document: Document;
  try {
    document = dom.readXml(svg);
  } catch (error) {
    const reason = (error as Error).message.split("\n")[0] ?? "";
    // What a web page would make of the same bytes, so the message names the element too.
    return { problems: [{ where: "the file", why: `is not well-formed XML (${reason})` }, ...judge(svg, dom.window)] };
  }
  const root = document.documentElement;
  if (root.localName !== "svg" || root.namespaceURI !== SVG_NS)
    return {
      problems: [
        {
          where: "the file",
          why: `is not an SVG drawing: its first element must be <svg xmlns="${SVG_NS}">`,
        },
      ],
    };
  const markup = serialize(root);

  // Text that reads as a tag: harmless as the XML reader reads it, and only there to fool another
  // reader (a CDATA section or an escaped "<script>" in a drawing's text or <style>).
  for (const text of textsOf(root))
    if (/<[a-z/!?]/i.test(text.nodeValue ?? ""))
      return {
        problems: [
          {
            where: `<${(text.parentNode as Element).localName}> text "${(text.nodeValue ?? "").trim().slice(0, 40)}"`,
            why: "reads as markup (<…), which a drawing's text never needs",
          },
        ],
      };

  const problems = judge(markup, dom.window);
  if (problems.length > 0) return { problems };

  // The re-written drawing, read as a page reads it: the same tree as the file's, or it is refused.
  const [html] = parseFragment(markup).childNodes;
  if (!html || !("tagName" in html) || JSON.stringify(shapeOfHtml(html)) !== JSON.stringify(shapeOfDom(root)))
    return {
      problems: [
        { where: "the drawing", why: "reads differently in a web page than as a file; export it again as plain SVG" },
      ],
    };
  return { markup, problems: [] };
}

/** The problems of one drawing, as one line each: "<script> runs script". */
export const problemText = ({ where, why }: DrawingProblem) => `${where} ${why}`;

/**
 * A drawing's XML tree, built in a new document of the given DOM as jsdom builds it (its
 * browser/parser/xml.js): read by saxes, the XML parser of the build, with namespaces, as XML 1.0
 * whatever the file declares; text outside the root left out. A browser's own XML reader is another
 * parser (libxml2, expat), which could read a drawing otherwise than the build and names an error in
 * its own words; this one refuses what the build refuses, with the same "line 1:52: …".
 */
export function readXml(svg: string, implementation: DOMImplementation): Document {
  const document = implementation.createDocument(null, null, null);
  const open: Node[] = [document];
  const parent = () => open[open.length - 1] as Node;
  const parser = new SaxesParser({ xmlns: true, defaultXMLVersion: "1.0", forceXMLVersion: true });
  parser.on("error", (error) => {
    throw new SyntaxError(`line ${error.message}`);
  });
  parser.on("text", (text) => {
    if (open.length > 1) parent().appendChild(document.createTextNode(text));
  });
  parser.on("cdata", (text) => parent().appendChild(document.createCDATASection(text)));
  parser.on("comment", (text) => parent().appendChild(document.createComment(text)));
  parser.on("processinginstruction", ({ target, body }) =>
    parent().appendChild(document.createProcessingInstruction(target, body)),
  );
  parser.on("opentag", (tag) => {
    const name = (prefix: string, local: string) => (prefix ? `${prefix}:${local}` : local);
    const element = document.createElementNS(tag.uri || null, name(tag.prefix, tag.local));
    for (const { prefix, local, uri, value } of Object.values(tag.attributes))
      element.setAttributeNS(uri || null, name(prefix, local), value);
    parent().appendChild(element);
    open.push(element);
  });
  parser.on("closetag", () => open.pop());
  parser.write(svg).close();
  return document;
}

/** The DOM of a web page, for the check in a browser: its window, and the build's XML reader (readXml). */
export const pageDom = (window: WindowLike & { document: Document }): DrawingDom => ({
  window,
  readXml: (svg) => readXml(svg, window.document.implementation),
});
