import { repeaterItemFields, type FieldDefinition, type SectionDefinition } from '@portico/shared-types';

/** A question of the section with the questions of its repeater items, in definition order. */
export interface FieldNode {
  field: FieldDefinition;
  children: FieldNode[];
}

/** Nests the definition's flat field list: `otherNames[].surname` goes under the repeater `otherNames`. */
export function fieldTree(section: SectionDefinition): FieldNode[] {
  const node = (field: FieldDefinition): FieldNode => ({
    field,
    children: field.type === 'repeater' ? repeaterItemFields(section.key, field.key).map(node) : [],
  });
  return section.fields.filter((field) => !field.key.includes('[]')).map(node);
}

/** A DOM id for an answer path inside a section. */
export function controlId(sectionKey: string, path: string): string {
  return `pq-${sectionKey}-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}
