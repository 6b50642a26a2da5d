// English, the source language, is compiled into the code at build, so an English page loads no catalog and
// the i18n runtime carries no message compiler (7 KB gzipped; '/' has a 125 KB budget, e2e/bundle-budget).
// Lingui's macro keeps each message's English text beside its id (descriptorFields: 'message'); here every
// such text that holds ICU syntax ('{name}', plurals) is replaced by Lingui's own compiled form of it, which
// @lingui/core's i18n._ interpolates when no catalog of the active language holds the id. Plain text stays
// as it is: its compiled form is itself.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The string value of an object property `name: "text"`, or undefined. */
function stringProperty(object: Node, name: string): Node | undefined {
  for (const property of (object.properties as Node[]) ?? []) {
    const key = property.key as Node | undefined;
    const keyName = key?.type === 'Identifier' ? key.name : key?.value;
    const value = property.value as Node | undefined;
    if (property.type === 'Property' && keyName === name && value?.type === 'Literal') {
      if (typeof value.value === 'string') return value;
    }
  }
  return undefined;
}

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!isNode(node)) return;
  visit(node);
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type' && typeof value === 'object') walk(value, visit);
  }
}

export function compileSourceMessages(): Plugin {
  return {
    name: 'arogya:compile-source-messages',
    apply: 'build',
    transform: {
      filter: { id: /\.[jt]sx?$/, code: /\bmessage:/ },
      handler(code) {
        const program = this.parse(code);
        const edits: { start: number; end: number; text: string }[] = [];
        walk(program, (node) => {
          if (node.type !== 'ObjectExpression' || !stringProperty(node, 'id')) return;
          const literal = stringProperty(node, 'message');
          if (!literal) return;
          const source = literal.value as string;
          const compiled = compileMessage(source);
          if (typeof compiled === 'string' && compiled === source) return;
          edits.push({ start: literal.start, end: literal.end, text: JSON.stringify(compiled) });
        });
        if (edits.length === 0) return null;
        let out = '';
        let at = 0;
        for (const edit of edits.sort((a, b) => a.start - b.start)) {
          out += code.slice(at, edit.start) + edit.text;
          at = edit.end;
        }
        return { code: out + code.slice(at), map: null };
      },
    },
  };
}
