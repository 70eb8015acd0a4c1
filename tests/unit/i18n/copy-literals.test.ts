// @vitest-environment node
// Every word the copy files give out comes from the messages (locales/*.yml), never from a literal in
// the code: otherwise a German browser would show that word in English. Mechanical, over the syntax of
// each lib/copy/*.ts: any string or template text with a letter in it fails, except a message
// key (the first argument of i18n.t) and a value compared against (`case 'no-token':`, `=== 'tool'`).
// A new block of plain strings in a copy file fails here, naming its file, export and text: move the
// text into locales/en.yml and locales/de.yml (CONTRIBUTING.md, "Adding or changing text").
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst, transformWithEsbuild } from 'vite';
import { describe, expect, it } from 'vitest';

const COPY_DIR = path.join(import.meta.dirname, '../../../lib/copy');
const LETTER = /\p{L}/u;

interface Node {
  type: string;
  [field: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Whether a literal under these ancestors is a key or a compared value rather than text. */
function notText(node: Node, parent: Node | undefined): boolean {
  if (!parent) return false;
  if (parent.type === 'SwitchCase' && parent.test === node) return true;
  if (parent.type === 'BinaryExpression' && ['===', '!==', '==', '!='].includes(parent.operator as string))
    return true;
  if (['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].includes(parent.type))
    return true;
  if (parent.type === 'CallExpression' && (parent.arguments as Node[])[0] === node) {
    const callee = parent.callee as Node;
    return (
      callee.type === 'MemberExpression' &&
      (callee.object as Node).type === 'Identifier' &&
      (callee.object as { name: string }).name === 'i18n' &&
      (callee.property as { name: string }).name === 't'
    );
  }
  // `i18n.t(`group.${key}` as …)`: the type assertion is gone after esbuild, so the template is the argument.
  return false;
}

/** The name a top-level statement exports, for pointing at an offender. */
function exportName(statement: Node): string {
  const declaration = (statement.declaration ?? statement) as Node;
  if (declaration.type === 'FunctionDeclaration') return (declaration.id as { name: string }).name;
  if (declaration.type === 'VariableDeclaration')
    return ((declaration.declarations as Node[])[0]?.id as { name: string } | undefined)?.name ?? '?';
  return declaration.type;
}

/** Each literal text with a letter in it that is not a key or a compared value: "export: text". */
async function hardCodedTexts(source: string, file = 'copy.ts'): Promise<string[]> {
  const { code } = await transformWithEsbuild(source, file, { loader: 'ts' });
  const program = parseAst(code) as unknown as { body: Node[] };
  const found: string[] = [];
  for (const statement of program.body) {
    const name = exportName(statement);
    const visit = (node: Node, parent: Node | undefined) => {
      if (node.type === 'Literal' && typeof node.value === 'string' && LETTER.test(node.value)) {
        if (!notText(node, parent)) found.push(`${name}: ${JSON.stringify(node.value)}`);
      }
      if (node.type === 'TemplateLiteral' && !notText(node, parent)) {
        for (const quasi of node.quasis as { value: { cooked: string } }[]) {
          if (LETTER.test(quasi.value.cooked)) found.push(`${name}: \`${quasi.value.cooked}\``);
        }
      }
      for (const value of Object.values(node)) {
        for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) visit(child, node);
      }
    };
    visit(statement, undefined);
  }
  return found;
}

const copyFiles = readdirSync(COPY_DIR).filter((file) => file.endsWith('.ts'));

describe('lib/copy: no hard-coded text', () => {
  it('finds the copy files', () => {
    expect(copyFiles).toEqual(expect.arrayContaining(['card.ts', 'options.ts', 'popup.ts', 'shared.ts']));
  });

  it.each(copyFiles)('%s gives out only messages', async (file) => {
    const source = readFileSync(path.join(COPY_DIR, file), 'utf8');
    expect(await hardCodedTexts(source, file)).toEqual([]);
  });

  it('would catch a plain-string block, a template with words and a word in a switch', async () => {
    const source = `
      import { i18n } from './i18n';
      // reach
      export const shortcutHint = 'Press Alt+Shift+T';
      export const kind = (k: string) => (k === 'tool' ? i18n.t('popup.back') : 'other');
      export const saved = (n: number) => \`\${n} saved\`;
      export function reason(kind: string): string {
        switch (kind) {
          case 'offline':
            return 'No connection';
          default:
            return i18n.t('popup.retry');
        }
      }
    `;
    expect(await hardCodedTexts(source)).toEqual([
      'shortcutHint: "Press Alt+Shift+T"',
      'kind: "other"',
      'saved: ` saved`',
      'reason: "No connection"',
    ]);
  });
});
