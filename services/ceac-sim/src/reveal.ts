// The inventory's reveal conditions (`reveal_when`), parsed into predicates over the answers the
// simulator holds. The grammar is the inventory's: `key=V`, `key!=V`, `key in A,B` (or `A|B`,
// `F*` prefixes), `key not in A,B`, `key set`, joined by `and`, `or`, `;` (and) and parentheses.
// Where the inventory says what it does not know, a fixed reading stands in (ADR 0039, below).
import type { SimPage } from './record';

/** What a condition reads: a value by key; list keys (`a[].b`) per item. */
export interface Facts {
  /** A plain key's value. */
  value(key: string): string | undefined;
  /** A list key's value in item `index`. */
  itemValue(key: string, index: number): string | undefined;
  /** How many items the list with this prefix (`otherNames[]`) has. */
  itemCount(listPrefix: string): number;
  /** CEAC rules relaxed for this simulator instance (see `Leniency` in app.ts). */
  lenient?: ReadonlySet<string>;
  /** The application pages as this instance serves them (drift faults); CEAC's own when absent. */
  pages?: readonly SimPage[];
}

export interface Cond {
  /** The keys it reads (after aliases). */
  keys: string[];
  text: string;
  /** Whether it holds; `index` is the item a list question sits in. */
  test(facts: Facts, index?: number): boolean;
}

/** Names the inventory uses in conditions for keys it lists under another name. */
const ALIASES: Record<string, string> = {
  visaClass: 'tripPurposes[].purposeSpecify',
  purposeOfTrip: 'tripPurposes[].purposeOfTrip',
  hasVisitedUS: 'hasBeenInUs',
  hasUSVisa: 'hasPreviousUsVisa',
};

/**
 * Conditions the inventory states in words, and the reading the simulator takes. Each is CEAC's
 * stricter reading where the record is unsure: the union of the classes the sources cite (the
 * question is asked more often, never less), listed in ADR 0039.
 */
const WORDED: Record<string, string> = {
  'tripPurposes[].purposeSpecify is a petition-based principal class (e.g. H1B-H1B, H1C-NR, H2A-AG, H2B-NA, H3-TR; tools also cite L1, O1/O2, P, Q, R)':
    'tripPurposes[].purposeSpecify in H1B-H1B,H1C-NR,H2A-AG,H2B-NA,H3-TR,L1-L1,O1-EX,O2-AL,P1-P1,P2-P2,P3-P3,Q1-Q1,R1-R1',
  'tripPurposes[].purposeSpecify is a derivative class (e.g. F2-*, J2-*, M2-*, H4-*, L2-*, O3-*, P4-*, R2-*)':
    'tripPurposes[].purposeSpecify in F2-*,J2-*,M2-*,H4-*,L2-*,O3-*,P4-*,R2-*',
  'tripPurposes[].purposeSpecify is a derivative class (see principalSurname)':
    'tripPurposes[].purposeSpecify in F2-*,J2-*,M2-*,H4-*,L2-*,O3-*,P4-*,R2-*',
  // Official missions: the trigger is unverified; A, G and NATO are the classes the row names.
  'purposeOfTrip in official classes (A, G, NATO?); TRIGGER UNVERIFIED':
    'tripPurposes[].purposeOfTrip in A,G,NATO',
  // "Possibly previous J status or a U.S. visa": asked of everyone who held a U.S. visa.
  'unknown (possibly previous J status or hasUSVisa=Y)': 'hasPreviousUsVisa=Y',
};

/**
 * Values the inventory leaves UNRESOLVED, read as the same branch: the payer's company block for
 * C is "UNRESOLVED" for P (present employer) and U (employer in the U.S.) in the record's notes, and
 * ds160-facts §2.3 settles it: "C/P/U → company name, phone, relationship, address". The question
 * is asked more often, never less (ADR 0039).
 */
const SAME_BRANCH: Record<string, Record<string, string[]>> = {
  tripPayer: { C: ['C', 'P', 'U'] },
};

type Node =
  | { op: 'and' | 'or'; parts: Node[] }
  | { op: 'clause'; key: string; kind: '=' | '!=' | 'in' | 'not in' | 'set'; values: string[] };

function tokenize(text: string): string[] {
  return text
    .split(/(\(|\)|\band\b|\bor\b|;)/)
    .map((t) => t.trim())
    .filter(Boolean);
}

function parseClause(raw: string): Node {
  const m = /^(\S+?)\s*(!=|=|\s+not in\s+|\s+in\s+|\s+set$)\s*(.*)$/.exec(raw);
  if (!m) throw new Error(`reveal_when: cannot read "${raw}"`);
  const key = ALIASES[m[1]] ?? m[1];
  const kind = m[2].trim() as '=' | '!=' | 'in' | 'not in' | 'set';
  const values =
    kind === 'set'
      ? []
      : m[3]
          .split(/[,|]/)
          .map((v) => v.trim())
          .filter(Boolean);
  const same = SAME_BRANCH[key];
  if (same && (kind === '=' || kind === 'in'))
    return { op: 'clause', key, kind: 'in', values: values.flatMap((v) => same[v] ?? [v]) };
  return { op: 'clause', key, kind, values };
}

function parseTokens(tokens: string[]): Node {
  let at = 0;
  const expr = (): Node => {
    const ors: Node[] = [term()];
    while (tokens[at] === 'or') {
      at += 1;
      ors.push(term());
    }
    return ors.length === 1 ? ors[0] : { op: 'or', parts: ors };
  };
  const term = (): Node => {
    const ands: Node[] = [factor()];
    while (tokens[at] === 'and' || tokens[at] === ';') {
      at += 1;
      ands.push(factor());
    }
    return ands.length === 1 ? ands[0] : { op: 'and', parts: ands };
  };
  const factor = (): Node => {
    const t = tokens[at];
    at += 1;
    if (t === '(') {
      const inner = expr();
      if (tokens[at] !== ')') throw new Error('reveal_when: missing ")"');
      at += 1;
      return inner;
    }
    return parseClause(t);
  };
  const node = expr();
  if (at !== tokens.length) throw new Error(`reveal_when: unexpected "${tokens[at]}"`);
  return node;
}

function matches(value: string | undefined, pattern: string): boolean {
  if (value === undefined) return false;
  return pattern.endsWith('*') ? value.startsWith(pattern.slice(0, -1)) : value === pattern;
}

function keysOf(node: Node): string[] {
  return node.op === 'clause' ? [node.key] : node.parts.flatMap(keysOf);
}

function evaluate(node: Node, facts: Facts, index: number | undefined): boolean {
  if (node.op !== 'clause')
    return node.op === 'and'
      ? node.parts.every((p) => evaluate(p, facts, index))
      : node.parts.some((p) => evaluate(p, facts, index));
  const clause = node;
  const at = clause.key.indexOf('[]');
  // A list key: the question's own item, or (outside the list) any item.
  const values =
    at < 0
      ? [facts.value(clause.key)]
      : index !== undefined
        ? [facts.itemValue(clause.key, index)]
        : Array.from({ length: facts.itemCount(clause.key.slice(0, at + 2)) }, (_, i) =>
            facts.itemValue(clause.key, i),
          );
  const test = (v: string | undefined): boolean => {
    switch (clause.kind) {
      case 'set':
        return v !== undefined && v !== '';
      case '=':
        return matches(v, clause.values[0]);
      case '!=':
        return v !== undefined && v !== '' && !matches(v, clause.values[0]);
      case 'in':
        return clause.values.some((p) => matches(v, p));
      case 'not in':
        return v !== undefined && v !== '' && !clause.values.some((p) => matches(v, p));
    }
  };
  return values.some(test);
}

/** Parses one `reveal_when` text (annotations such as "(inferred)" or "(page rule)" dropped). */
export function parseReveal(text: string): Cond {
  const worded = WORDED[text.trim()];
  const cleaned = (worded ?? text).replace(/\((inferred|page rule[^)]*|see notes)\)/g, '').trim();
  const node = parseTokens(tokenize(cleaned));
  return {
    keys: keysOf(node),
    text,
    test: (facts, index) => evaluate(node, facts, index),
  };
}
