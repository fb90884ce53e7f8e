import { describe, expect, it } from "vitest";
import {
  BANNER_ID,
  CONSENT_MAX_AGE,
  consentScript,
  marketingTags,
  TAG_HOSTS,
  TAG_SCRIPTS,
} from "~/lib/consent";

/**
 * The banner's inline script (app/lib/consent.ts), the exact text a page carries, run against
 * the smallest document it needs: the banner with its buttons and boxes, a cookie jar, a head
 * that records the scripts added. The browser runs it for real in tests/e2e/consent.js-only.spec.ts.
 */

class FakeElement {
  attributes = new Map<string, string>();
  children: FakeElement[] = [];
  parent?: FakeElement;
  checked = false;
  value = "";
  src = "";
  nonce = "";
  constructor(
    readonly doc: FakeDocument,
    readonly tag: string,
    attributes: Record<string, string> = {},
  ) {
    for (const [name, value] of Object.entries(attributes)) this.attributes.set(name, value);
  }
  get dataset() {
    return Object.fromEntries(
      [...this.attributes]
        .filter(([name]) => name.startsWith("data-"))
        .map(([name, value]) => [name.slice(5), value]),
    );
  }
  set ariaExpanded(value: unknown) {
    this.attributes.set("aria-expanded", String(value));
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  hasAttribute(name: string) {
    return this.attributes.has(name);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  toggleAttribute(name: string, force: boolean) {
    if (force) this.attributes.set(name, "");
    else this.attributes.delete(name);
  }
  append(child: FakeElement) {
    child.parent = this;
    this.children.push(child);
    return child;
  }
  *all(): Generator<FakeElement> {
    for (const child of this.children) {
      yield child;
      yield* child.all();
    }
  }
  matches(selector: string) {
    const attribute = /^\[([\w-]+)\]$/.exec(selector)?.[1];
    return attribute ? this.hasAttribute(attribute) : this.tag === selector;
  }
  querySelectorAll(selector: string) {
    return [...this.all()].filter((element) => element.matches(selector));
  }
  querySelector(selector: string) {
    return this.querySelectorAll(selector)[0] ?? null;
  }
  closest(selector: string) {
    let element: FakeElement | undefined = this;
    while (element && !element.matches(selector)) element = element.parent;
    return element ?? null;
  }
  contains(other: FakeElement | null) {
    return other === this || [...this.all()].includes(other as FakeElement);
  }
  focus() {
    this.doc.activeElement = this;
  }
  click() {
    let defaultPrevented = false;
    const event = { target: this, preventDefault: () => (defaultPrevented = true) };
    for (const listener of this.doc.listeners) listener(event);
    return { defaultPrevented };
  }
}

class FakeDocument {
  listeners: ((event: unknown) => void)[] = [];
  jar = new Map<string, string>();
  written: string[] = [];
  activeElement: FakeElement | null = null;
  head = new FakeElement(this, "head");
  body = new FakeElement(this, "body");
  currentScript = { nonce: "nonce-da-resposta" };
  get cookie() {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  set cookie(line: string) {
    this.written.push(line);
    const [pair = ""] = line.split(";");
    const [name = "", value = ""] = pair.split("=");
    this.jar.set(name, value);
  }
  getElementById(id: string) {
    return [...this.body.all()].find((element) => element.getAttribute("id") === id) ?? null;
  }
  createElement(tag: string) {
    return new FakeElement(this, tag);
  }
  addEventListener(type: string, listener: (event: unknown) => void) {
    if (type === "click") this.listeners.push(listener);
  }
}

function page({
  gtm,
  linkedin,
  cookie,
  protocol = "https:",
}: {
  gtm?: string;
  linkedin?: string;
  cookie?: string;
  protocol?: string;
}) {
  const doc = new FakeDocument();
  if (cookie) doc.jar.set("consentimento", cookie);
  doc.jar.set("origem", "abc");
  const main = doc.body.append(new FakeElement(doc, "main", { id: "conteudo" }));
  const bar = doc.body.append(
    new FakeElement(doc, "section", {
      id: BANNER_ID,
      ...(gtm ? { "data-gtm": gtm } : {}),
      ...(linkedin ? { "data-linkedin": linkedin } : {}),
    }),
  );
  const button = (action: string, extra: Record<string, string> = {}) =>
    bar.append(new FakeElement(doc, "button", { "data-consentir": action, ...extra }));
  const buttons = {
    refuse: button("recusar"),
    accept: button("aceitar"),
    preferences: button("preferencias", { "aria-expanded": "false" }),
    save: button("salvar"),
  };
  const boxes = Object.fromEntries(
    [gtm && "analise", linkedin && "publicidade"]
      .filter((value): value is string => Boolean(value))
      .map((value) => {
        const box = bar.append(new FakeElement(doc, "input"));
        box.value = value;
        return [value, box];
      }),
  );
  const footerLink = doc.body.append(
    new FakeElement(doc, "a", { "data-consentir": "abrir", href: "/privacidade#7-cookies" }),
  );
  const window: Record<string, unknown> = {};
  const location = { protocol, reloaded: 0, reload: () => location.reloaded++ };
  new Function("document", "window", "location", consentScript)(doc, window, location);
  return {
    doc,
    bar,
    main,
    buttons,
    boxes,
    footerLink,
    window,
    location,
    open: () => bar.hasAttribute("data-aberto"),
    preferences: () => bar.hasAttribute("data-preferencias"),
    scripts: () => doc.head.children.map((script) => script.src),
    nonces: () => doc.head.children.map((script) => script.nonce),
    stored: () => doc.jar.get("consentimento"),
  };
}

const GTM = "GTM-AB12CD";
const LINKEDIN = "1234567";
const gtmScript = `${TAG_SCRIPTS.gtm}${GTM}`;

describe("the consent script", () => {
  it("is small enough to inline in every page", () => {
    expect(Buffer.byteLength(consentScript)).toBeLessThan(2048);
    expect(consentScript).not.toContain("</script");
  });

  it("shows the banner and loads nothing while there is no choice", () => {
    const p = page({ gtm: GTM, linkedin: LINKEDIN });
    expect(p.open()).toBe(true);
    expect(p.preferences()).toBe(false);
    expect(p.scripts()).toEqual([]);
    expect(p.doc.written).toEqual([]);
  });

  it("on 'Aceitar' records every configured purpose and loads both tags with the page's nonce", () => {
    const p = page({ gtm: GTM, linkedin: LINKEDIN });
    p.buttons.accept.focus();
    p.buttons.accept.click();
    expect(p.open()).toBe(false);
    expect(p.stored()).toBe("analise.publicidade");
    expect(p.scripts()).toEqual([gtmScript, TAG_SCRIPTS.linkedin]);
    expect(p.nonces()).toEqual(["nonce-da-resposta", "nonce-da-resposta"]);
    expect(p.window.dataLayer).toEqual([{ "gtm.start": expect.any(Number), event: "gtm.js" }]);
    expect(p.window._linkedin_partner_id).toBe(LINKEDIN);
    expect(p.window._linkedin_data_partner_ids).toEqual([LINKEDIN]);
    // Focus leaves the hidden banner for the page's content.
    expect(p.doc.activeElement).toBe(p.main);
  });

  it("writes a first-party cookie of the choice only, for 180 days, Secure on HTTPS", () => {
    const p = page({ gtm: GTM });
    p.buttons.accept.click();
    expect(p.doc.written).toEqual([
      `consentimento=analise; Max-Age=${CONSENT_MAX_AGE}; Path=/; SameSite=Lax; Secure`,
    ]);
    expect(CONSENT_MAX_AGE).toBe(180 * 24 * 3600);
    const plain = page({ gtm: GTM, protocol: "http:" });
    plain.buttons.refuse.click();
    expect(plain.doc.written).toEqual([
      `consentimento=nenhum; Max-Age=${CONSENT_MAX_AGE}; Path=/; SameSite=Lax`,
    ]);
  });

  it("on 'Aceitar' grants only the tags that are configured", () => {
    const p = page({ linkedin: LINKEDIN });
    p.buttons.accept.click();
    expect(p.stored()).toBe("publicidade");
    expect(p.scripts()).toEqual([TAG_SCRIPTS.linkedin]);
  });

  it("on 'Recusar' loads nothing and remembers it", () => {
    const p = page({ gtm: GTM, linkedin: LINKEDIN });
    p.buttons.refuse.click();
    expect(p.open()).toBe(false);
    expect(p.stored()).toBe("nenhum");
    expect(p.scripts()).toEqual([]);
    const next = page({ gtm: GTM, linkedin: LINKEDIN, cookie: p.stored() });
    expect(next.open()).toBe(false);
    expect(next.scripts()).toEqual([]);
  });

  it("on a later page, follows the stored choice without asking", () => {
    expect(page({ gtm: GTM, linkedin: LINKEDIN, cookie: "analise" }).scripts()).toEqual([
      gtmScript,
    ]);
    expect(page({ gtm: GTM, linkedin: LINKEDIN, cookie: "analise.publicidade" }).scripts()).toEqual(
      [gtmScript, TAG_SCRIPTS.linkedin],
    );
    const p = page({ gtm: GTM, linkedin: LINKEDIN, cookie: "publicidade" });
    expect(p.open()).toBe(false);
    expect(p.scripts()).toEqual([TAG_SCRIPTS.linkedin]);
  });

  it("never loads a tag that is not configured, whatever the cookie says", () => {
    expect(page({ gtm: GTM, cookie: "analise.publicidade" }).scripts()).toEqual([gtmScript]);
    expect(page({ cookie: "analise.publicidade" }).scripts()).toEqual([]);
  });

  it("reads a cookie it did not write as no choice", () => {
    for (const cookie of ["ANALISE", "analise<script>", "analise,publicidade", "a".repeat(41)]) {
      const p = page({ gtm: GTM, cookie });
      expect(p.scripts()).toEqual([]);
      expect(p.open()).toBe(true);
    }
  });

  it("saves per-purpose preferences", () => {
    const p = page({ gtm: GTM, linkedin: LINKEDIN });
    p.buttons.preferences.click();
    expect(p.preferences()).toBe(true);
    expect(p.buttons.preferences.getAttribute("aria-expanded")).toBe("true");
    const { publicidade } = p.boxes;
    if (publicidade) publicidade.checked = true;
    p.buttons.save.click();
    expect(p.stored()).toBe("publicidade");
    expect(p.scripts()).toEqual([TAG_SCRIPTS.linkedin]);
    // 'Preferências' again closes them.
    const q = page({ gtm: GTM });
    q.buttons.preferences.click();
    q.buttons.preferences.click();
    expect(q.preferences()).toBe(false);
    expect(q.buttons.preferences.getAttribute("aria-expanded")).toBe("false");
  });

  it("reopens from the footer link with the stored choice ticked, and focus goes back to it", () => {
    const p = page({ gtm: GTM, linkedin: LINKEDIN, cookie: "analise" });
    expect(p.open()).toBe(false);
    const { defaultPrevented } = p.footerLink.click();
    expect(defaultPrevented).toBe(true);
    expect(p.open()).toBe(true);
    expect(p.preferences()).toBe(true);
    expect(p.boxes.analise?.checked).toBe(true);
    expect(p.boxes.publicidade?.checked).toBe(false);
    expect(p.doc.activeElement).toBe(p.boxes.analise);
    if (p.boxes.publicidade) p.boxes.publicidade.checked = true;
    p.buttons.save.click();
    expect(p.stored()).toBe("analise.publicidade");
    // GTM was already running; only LinkedIn is added, once.
    expect(p.scripts()).toEqual([gtmScript, TAG_SCRIPTS.linkedin]);
    expect(p.doc.activeElement).toBe(p.footerLink);
    expect(p.location.reloaded).toBe(0);
  });

  it("reloads the page when a running tag's consent is taken back", () => {
    const p = page({ gtm: GTM, linkedin: LINKEDIN, cookie: "analise.publicidade" });
    p.footerLink.click();
    p.buttons.refuse.click();
    expect(p.stored()).toBe("nenhum");
    expect(p.location.reloaded).toBe(1);
  });
});

describe("marketing tags of a configuration", () => {
  it("are none when no variable is set, so there is no banner", () => {
    expect(marketingTags({})).toBeUndefined();
    expect(marketingTags({ GTM_ID: GTM })).toEqual({ gtm: GTM, linkedin: undefined });
  });

  it("load scripts only from the hosts the CSP allows for them", () => {
    expect(new URL(TAG_SCRIPTS.gtm).origin).toBe(TAG_HOSTS.gtm.script[0]);
    expect(new URL(TAG_SCRIPTS.linkedin).origin).toBe(TAG_HOSTS.linkedin.script[0]);
  });
});
