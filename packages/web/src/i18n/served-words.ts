import { region } from "../env/index.ts";
import { createTranslator, type Messages, type Params, type Translate } from "./translator.ts";

/**
 * The namespaces whose words reach the browser in loader data rather than in the JavaScript bundle
 * (issue 10, docs/decisions/016-served-words.md): the shell's (common, from the root loader) and the
 * public pages' own. A page's words are part of its first load either way; as data they are not
 * parsed as code, and no page carries another page's words.
 */
export type ServedNamespace = "common" | "directory" | "landing" | "profile" | "home" | "blog" | "auth";
export type Words = Partial<Record<ServedNamespace, Messages>>;

const tables: Words = {};
const translators = new Map<ServedNamespace, Translate>();

/**
 * Makes words known to the translators of this process. The server registers every namespace at start
 * (words.server.ts); the browser, the ones a loader sent, before the components that use them render
 * (the root's Layout and each route component call this first). Words are fixed per build, so a
 * namespace is kept once and a later copy is ignored.
 */
export function provideWords(words: Words | undefined): void {
  if (!words) return;
  for (const [ns, table] of Object.entries(words) as Array<[ServedNamespace, Messages | undefined]>) {
    if (table && !tables[ns]) tables[ns] = table;
  }
}

const translatorOf = (ns: ServedNamespace): Translate | undefined => {
  let translate = translators.get(ns);
  const table = tables[ns];
  if (!translate && table) {
    translate = createTranslator(region.locale, table);
    translators.set(ns, translate);
  }
  return translate;
};

/**
 * The words of these namespaces this process knows, for a loader to send: the server knows every served
 * namespace from its start (words.server.ts registers them when the server build loads).
 */
export function knownWords(...namespaces: ServedNamespace[]): Words {
  return Object.fromEntries(namespaces.map((ns) => [ns, tables[ns]]));
}

/**
 * The translator of a served namespace, usable at module level: it looks its table up on each call.
 * Before the words arrive a key renders as itself, like a missing key, so a gap is visible in tests.
 */
export function servedTranslator(ns: ServedNamespace): Translate {
  const translate = (key: string, params?: Params) => translatorOf(ns)?.(key, params) ?? key;
  return Object.assign(translate, { raw: (key: string) => translatorOf(ns)?.raw(key) });
}
