import type { FieldDefinition, SectionDefinition } from '@portico/shared-types';

/** A question of the section with the questions of its repeater items, in definition order. */
export interface FieldNode {
  field: FieldDefinition;
  children: FieldNode[];
}

const REPEATER_ITEM = '[].';

/**
 * Nests the definition's flat field list: `otherNames[].surname` goes under the repeater
 * `otherNames`. Built once per section definition.
 */
export function fieldTree(section: SectionDefinition): FieldNode[] {
  const repeaters = new Map<string, FieldNode>();
  const roots: FieldNode[] = [];
  for (const field of section.fields) {
    const node: FieldNode = { field, children: [] };
    if (field.type === 'repeater') repeaters.set(field.key, node);
    const cut = field.key.lastIndexOf(REPEATER_ITEM);
    const parent = cut === -1 ? undefined : repeaters.get(field.key.slice(0, cut));
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** A DOM id for an answer path inside a section. */
export function controlId(sectionKey: string, path: string): string {
  return `pq-${sectionKey}-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}
