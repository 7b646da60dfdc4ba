/**
 * Every GraphQL document the clients send, read from their sources with the TypeScript parser: the
 * frontends (`gql` templates and plain strings), the end-to-end journeys and the benches. A template's
 * `${NAME}` is replaced by the string or `gql` constant of that name in the same file; fragments
 * defined in another file are added by name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, print, type DocumentNode, type FragmentDefinitionNode } from 'graphql';
import ts from 'typescript';
import { REPO_ROOT } from '../../src/compose';

export interface ClientDocument {
  /** file:line */
  where: string;
  document: DocumentNode;
}

const SOURCE = /\.(ts|tsx|mjs|js)$/;
const SKIP = /(^|\/)(node_modules|dist|test-results)(\/|$)|\.spec\.|\.d\.ts$/;
const GRAPHQL = /^\s*(query|mutation|subscription|fragment)\b[\s\S]*\{|^\s*\{\s*[a-zA-Z_]/;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (SKIP.test(path.relative(REPO_ROOT, full))) continue;
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (SOURCE.test(entry.name)) out.push(full);
  }
  return out;
}

/** The text of a string-like expression, with `${NAME}` resolved from `constants` ('' when unknown). */
function textOf(node: ts.Node, constants: Map<string, ts.Node>, seen = new Set<string>()): string | null {
  if (ts.isTaggedTemplateExpression(node)) return textOf(node.template, constants, seen);
  if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isStringLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text;
    for (const span of node.templateSpans) {
      const name = ts.isIdentifier(span.expression) ? span.expression.text : null;
      const target = name && !seen.has(name) ? constants.get(name) : undefined;
      text += (target && textOf(target, constants, new Set([...seen, name!]))) || '';
      text += span.literal.text;
    }
    return text;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = textOf(node.left, constants, seen);
    const right = textOf(node.right, constants, seen);
    return left !== null && right !== null ? left + right : null;
  }
  return null;
}

/** Every document in these folders (relative to the repository), fragments completed. */
export function clientDocuments(folders: string[], exclude: string[] = []): ClientDocument[] {
  const found: { where: string; text: string }[] = [];
  for (const file of folders.flatMap((folder) => sourceFiles(path.join(REPO_ROOT, folder)))) {
    const relative = path.relative(REPO_ROOT, file);
    if (exclude.includes(relative)) continue;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const constants = new Map<string, ts.Node>();
    const literals: ts.Node[] = [];
    const walk = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
        constants.set(node.name.text, node.initializer);
      if (
        ts.isTaggedTemplateExpression(node) ||
        ((ts.isNoSubstitutionTemplateLiteral(node) ||
          ts.isTemplateExpression(node) ||
          ts.isStringLiteral(node)) &&
          !ts.isTaggedTemplateExpression(node.parent))
      ) {
        literals.push(node);
        return;
      }
      ts.forEachChild(node, walk);
    };
    walk(source);
    for (const node of literals) {
      const text = textOf(node, constants);
      if (text && GRAPHQL.test(text)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push({ where: `${relative}:${line + 1}`, text });
      }
    }
  }
  // Prose that happens to start like a document ("query of the…") does not parse: not a document.
  const parsed = found.flatMap(({ where, text }) => {
    try {
      return [{ where, document: parse(text) }];
    } catch {
      return [];
    }
  });
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const { document } of parsed)
    for (const definition of document.definitions)
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const documents: ClientDocument[] = [];
  for (const { where, document } of parsed) {
    if (!document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION)) continue;
    documents.push({ where, document: withFragments(document, fragments) });
  }
  return documents;
}

/** The document with every fragment it spreads (transitively) and does not define itself. */
function withFragments(document: DocumentNode, fragments: Map<string, FragmentDefinitionNode>): DocumentNode {
  const definitions = [...document.definitions];
  const defined = new Set(
    definitions
      .filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => (d as FragmentDefinitionNode).name.value),
  );
  for (let i = 0; i < definitions.length; i++) {
    for (const [, name] of print(definitions[i]!).matchAll(/\.\.\.\s*([A-Za-z_]\w*)/g)) {
      if (name === 'on' || defined.has(name!)) continue;
      const fragment = fragments.get(name!);
      if (fragment) {
        definitions.push(fragment);
        defined.add(name!);
      }
    }
  }
  return { ...document, definitions };
}
