/**
 * What no operation may carry, whatever its schema says (ADR 0032): text with the NUL character
 * (PostgreSQL refuses it in text and jsonb, which surfaced as internal errors) and values nested
 * deeper than any real answer (recursive code on them ran out of stack). The gateway refuses such an
 * operation before planning it and every subgraph before running it, with BAD_USER_INPUT naming where
 * the value was: `$variable.path[0].to.it` or `field.argument.path`.
 */
import { GraphQLError, Kind, type DocumentNode, type ValueNode } from 'graphql';

/** Objects and lists inside one value: a repeater item's field in an answer patch is about 6 deep. */
export const MAX_INPUT_DEPTH = 32;

export interface InputProblem {
  /** Where: `$input.changes[0].value` or `createForm.input.name`. */
  path: string;
  kind: 'nul' | 'depth';
}

const NUL = '\u0000';

function child(path: string, key: string | number): string {
  return typeof key === 'number' ? `${path}[${key}]` : `${path}.${key}`;
}

/** The first problem in a plain value (a variable, a JSON scalar), or null. */
export function findValueProblem(value: unknown, path: string, depth = 0): InputProblem | null {
  if (typeof value === 'string') return value.includes(NUL) ? { path, kind: 'nul' } : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_INPUT_DEPTH) return { path, kind: 'depth' };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = findValueProblem(value[i], child(path, i), depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    if (key.includes(NUL)) return { path, kind: 'nul' };
    const problem = findValueProblem((value as Record<string, unknown>)[key], child(path, key), depth + 1);
    if (problem) return problem;
  }
  return null;
}

function findLiteralProblem(node: ValueNode, path: string, depth: number): InputProblem | null {
  switch (node.kind) {
    case Kind.STRING:
      return node.value.includes(NUL) ? { path, kind: 'nul' } : null;
    case Kind.LIST:
      if (depth >= MAX_INPUT_DEPTH) return { path, kind: 'depth' };
      for (let i = 0; i < node.values.length; i++) {
        const problem = findLiteralProblem(node.values[i]!, child(path, i), depth + 1);
        if (problem) return problem;
      }
      return null;
    case Kind.OBJECT:
      if (depth >= MAX_INPUT_DEPTH) return { path, kind: 'depth' };
      for (const field of node.fields) {
        const problem = findLiteralProblem(field.value, child(path, field.name.value), depth + 1);
        if (problem) return problem;
      }
      return null;
    default:
      return null;
  }
}

/** The first problem in the arguments written into a document (every operation and fragment), or null. */
export function findDocumentProblem(document: DocumentNode): InputProblem | null {
  let found: InputProblem | null = null;
  const visit = (node: unknown): void => {
    if (found || !node || typeof node !== 'object') return;
    const n = node as { kind?: string; name?: { value: string }; arguments?: unknown[] };
    if (n.kind === Kind.VARIABLE_DEFINITION) {
      const definition = node as { variable: { name: { value: string } }; defaultValue?: ValueNode };
      if (definition.defaultValue)
        found ??= findLiteralProblem(definition.defaultValue, `$${definition.variable.name.value}`, 0);
    }
    if (n.kind === Kind.FIELD || n.kind === Kind.DIRECTIVE) {
      const owner = n.kind === Kind.DIRECTIVE ? `@${n.name!.value}` : n.name!.value;
      for (const argument of (n.arguments ?? []) as { name: { value: string }; value: ValueNode }[])
        found ??= findLiteralProblem(argument.value, `${owner}.${argument.name.value}`, 0);
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || key === 'arguments' || key === 'defaultValue') continue;
      if (Array.isArray(value)) for (const item of value) visit(item);
      else visit(value);
    }
  };
  visit(document);
  return found;
}

/**
 * The first problem in named values, or null: an operation's variables (paths `$name…`), or with
 * `prefix` '' a JSON body's fields (paths `name…`).
 */
export function findVariablesProblem(variables: unknown, prefix = '$'): InputProblem | null {
  if (!variables || typeof variables !== 'object') return null;
  if (Array.isArray(variables)) return findValueProblem(variables, prefix || 'body');
  for (const [name, value] of Object.entries(variables)) {
    if (name.includes(NUL)) return { path: prefix || 'body', kind: 'nul' };
    const problem = findValueProblem(value, `${prefix}${name}`);
    if (problem) return problem;
  }
  return null;
}

/** The client's error for a problem: BAD_USER_INPUT with the path in the message and in `field`. */
export function inputProblemError(problem: InputProblem): GraphQLError {
  const message =
    problem.kind === 'nul'
      ? `${problem.path}: text must not contain the NUL character (U+0000).`
      : `${problem.path}: nested more than ${MAX_INPUT_DEPTH} levels deep.`;
  return new GraphQLError(message, {
    extensions: { code: 'BAD_USER_INPUT', field: problem.path, http: { status: 400 } },
  });
}
