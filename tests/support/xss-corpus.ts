import { createHash } from "node:crypto";
import type { Element, Nodes } from "hast";
import rehypeParse from "rehype-parse";
import { unified } from "unified";

const textOf = (node: Nodes): string =>
  node.type === "text" ? node.value : "children" in node ? node.children.map(textOf).join("") : "";

function elements(node: Nodes, found: Element[] = []) {
  if (node.type === "element") found.push(node);
  if ("children" in node) for (const child of node.children) elements(child, found);
  return found;
}

/**
 * Payloads an attacker types into any field that the site shows again. Each one, if
 * it ever ran, would call `__pwned(n)`: the end-to-end test defines that function and fails
 * if it is called. Written for this site; the classic shapes of HTML, attribute, URL, script
 * and template injection.
 */
export const XSS_CORPUS: string[] = [
  "<script>__pwned(1)</script>",
  "<ScRiPt>__pwned(2)</sCrIpT>",
  '<img src=x onerror="__pwned(3)">',
  "<img src=x onerror=__pwned(4)//",
  "<svg onload=__pwned(5)>",
  "<svg><script>__pwned(6)</script></svg>",
  '"><script>__pwned(7)</script>',
  "'><img src=x onerror=__pwned(8)>",
  '" onmouseover="__pwned(9)" x="',
  "' onfocus='__pwned(10)' autofocus='",
  "</textarea><script>__pwned(11)</script>",
  "</title><script>__pwned(12)</script>",
  "</script><script>__pwned(13)</script>",
  "<!--<script>__pwned(14)</script>-->",
  '<iframe srcdoc="<script>parent.__pwned(15)</script>"></iframe>',
  '<a href="javascript:__pwned(16)">clique</a>',
  "javascript:__pwned(17)",
  "JaVaScRiPt:__pwned(18)",
  "data:text/html,<script>__pwned(19)</script>",
  '<object data="javascript:__pwned(20)"></object>',
  '<embed src="javascript:__pwned(21)">',
  '<details open ontoggle="__pwned(22)">',
  '<body onload="__pwned(23)">',
  '<input autofocus onfocus="__pwned(24)">',
  '<video><source onerror="__pwned(25)"></video>',
  '<math><mtext><table><mglyph><style><img src=x onerror="__pwned(26)">',
  '<form action="javascript:__pwned(27)"><button>ok</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:__pwned(28)">',
  '<base href="javascript:__pwned(29)//">',
  "{{constructor.constructor('__pwned(30)')()}}",
  // A template placeholder on purpose: it must stay text.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the payload is the placeholder itself.
  "${__pwned(31)}",
  "\u2028\u2029<script>__pwned(32)</script>",
  '<style>@import "javascript:__pwned(33)";</style>',
  "[clique](javascript:__pwned(34))",
  '<div style="background:url(javascript:__pwned(35))">x</div>',
  "&lt;script&gt;__pwned(36)&lt;/script&gt;",
];

/**
 * What must never be in a page: a payload with markup exactly as typed (text is escaped, and
 * React Router's data in the page escapes '<'), an event attribute, a `javascript:` or HTML
 * `data:` address in an attribute, or an inline script calling `__pwned`. The page is read by
 * an HTML parser, as a browser would. Returns every problem, to print them all.
 */
export function unsafeEchoes(html: string, payloads = XSS_CORPUS, csp = ""): string[] {
  const problems: string[] = [];
  for (const payload of payloads) {
    if (/[<>]/.test(payload) && html.includes(payload)) problems.push(`sem escape: ${payload}`);
  }
  const tree = unified().use(rehypeParse).parse(html);
  for (const node of elements(tree)) {
    for (const [name, value] of Object.entries(node.properties ?? {})) {
      const text = Array.isArray(value) ? value.join(" ") : String(value);
      if (/^on[a-z]/i.test(name)) problems.push(`atributo de evento: <${node.tagName} ${name}>`);
      if (URL_ATTRIBUTES.has(name) && /^\s*(javascript|vbscript|data:text\/html)/i.test(text)) {
        problems.push(`endereço perigoso: <${node.tagName} ${name}="${text}">`);
      }
    }
    // Our scripts carry the response's nonce, or on a cached page their hash is in its CSP
    // (data inside them is escaped JSON); any other that mentions the payload came from it.
    const data = node.properties?.type === "application/ld+json";
    if (
      node.tagName === "script" &&
      !node.properties?.nonce &&
      !csp.includes(`'sha256-${createHash("sha256").update(textOf(node)).digest("base64")}'`) &&
      !data &&
      textOf(node).includes("__pwned")
    ) {
      problems.push(`script com carga: ${textOf(node).slice(0, 80)}`);
    }
  }
  return problems;
}

/** hast property names of the attributes that hold an address. */
const URL_ATTRIBUTES = new Set([
  "href",
  "src",
  "action",
  "formAction",
  "data",
  "poster",
  "xLinkHref",
]);
