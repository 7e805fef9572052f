/**
 * A strict little XML reader for tests: enough of XML 1.0 to check that a
 * feed is well-formed (balanced elements, quoted attributes, only the
 * predefined and numeric entities) and to look into it.
 *
 * @module
 */

/** An element with its attributes, children and text content. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The concatenated, unescaped character data directly inside. */
  text: string;
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
};

function unescape(raw: string, where: string): string {
  if (raw.includes("<")) throw new SyntaxError(`raw "<" in ${where}`);
  return raw.replace(/&([^;]*);?/g, (match, name: string) => {
    if (!match.endsWith(";")) {
      throw new SyntaxError(`unterminated entity in ${where}`);
    }
    if (name in ENTITIES) return ENTITIES[name];
    if (/^#\d+$/.test(name)) return String.fromCodePoint(Number(name.slice(1)));
    if (/^#x[0-9a-fA-F]+$/.test(name)) {
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    }
    throw new SyntaxError(`unknown entity &${name}; in ${where}`);
  });
}

const NAME = "[A-Za-z_][\\w.:-]*";
const ATTRIBUTE = new RegExp(
  `\\s+(${NAME})\\s*=\\s*("([^"]*)"|'([^']*)')`,
  "y",
);

/** Parses a document; throws SyntaxError when it is not well-formed. */
export function parseXml(source: string): XmlElement {
  let position = 0;
  if (source.startsWith("<?xml")) {
    const end = source.indexOf("?>");
    if (end < 0) throw new SyntaxError("unterminated XML declaration");
    position = end + 2;
  }
  // deno-lint-ignore no-control-regex
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(source)) {
    throw new SyntaxError("control character in document");
  }
  const root: XmlElement = {
    name: "#root",
    attributes: {},
    children: [],
    text: "",
  };
  const stack: XmlElement[] = [root];
  while (position < source.length) {
    const open = source.indexOf("<", position);
    const textEnd = open < 0 ? source.length : open;
    const text = source.slice(position, textEnd);
    if (stack.length === 1) {
      if (text.trim() !== "") throw new SyntaxError("text outside the root");
    } else {
      stack.at(-1)!.text += unescape(text, `<${stack.at(-1)!.name}>`);
    }
    if (open < 0) break;
    if (source.startsWith("<!--", open)) {
      const end = source.indexOf("-->", open);
      if (end < 0) throw new SyntaxError("unterminated comment");
      position = end + 3;
      continue;
    }
    if (source.startsWith("</", open)) {
      const match = new RegExp(`</(${NAME})\\s*>`, "y");
      match.lastIndex = open;
      const found = match.exec(source);
      const top = stack.pop();
      if (!found || !top || top.name !== found[1] || stack.length === 0) {
        throw new SyntaxError(`unbalanced end tag at ${open}`);
      }
      position = match.lastIndex;
      continue;
    }
    const start = new RegExp(`<(${NAME})`, "y");
    start.lastIndex = open + 0;
    const name = start.exec(source);
    if (!name) throw new SyntaxError(`bad tag at ${open}`);
    let cursor = start.lastIndex;
    const attributes: Record<string, string> = {};
    for (;;) {
      ATTRIBUTE.lastIndex = cursor;
      const attribute = ATTRIBUTE.exec(source);
      if (!attribute) break;
      if (attribute[1] in attributes) {
        throw new SyntaxError(`repeated attribute ${attribute[1]}`);
      }
      attributes[attribute[1]] = unescape(
        attribute[3] ?? attribute[4],
        `attribute ${attribute[1]}`,
      );
      cursor = ATTRIBUTE.lastIndex;
    }
    const close = /\s*(\/?)>/y;
    close.lastIndex = cursor;
    const closing = close.exec(source);
    if (!closing) throw new SyntaxError(`bad tag <${name[1]}> at ${open}`);
    const element: XmlElement = {
      name: name[1],
      attributes,
      children: [],
      text: "",
    };
    if (stack.length === 1 && root.children.length > 0) {
      throw new SyntaxError("more than one root element");
    }
    stack.at(-1)!.children.push(element);
    if (!closing[1]) stack.push(element);
    position = close.lastIndex;
  }
  if (stack.length !== 1) throw new SyntaxError("unclosed elements");
  if (root.children.length !== 1) throw new SyntaxError("no root element");
  return root.children[0];
}

/** The children of `element` named `name`. */
export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child) => child.name === name);
}

/** The only child of `element` named `name`. */
export function child(element: XmlElement, name: string): XmlElement {
  const found = childrenNamed(element, name);
  if (found.length !== 1) {
    throw new Error(
      `expected one <${name}> in <${element.name}>, found ${found.length}`,
    );
  }
  return found[0];
}
