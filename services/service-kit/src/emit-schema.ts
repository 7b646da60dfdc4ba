import { writeFileSync } from 'node:fs';
import { createPubSub } from '@graphql-yoga/subscription';
import { lexicographicSortSchema, parse, print, visit, type GraphQLSchema } from 'graphql';
import { printSubgraphSchema } from '@apollo/subgraph';
import { buildFederatedSchema, type SchemaDefinition } from './federated-schema';

const byName = <T extends { name: { value: string } }>(nodes: readonly T[] | undefined) =>
  nodes && [...nodes].sort((a, b) => a.name.value.localeCompare(b.name.value));

/**
 * The committed subgraph SDL, with federation directives, sorted: types, fields, arguments and enum
 * values in name order, so a diff shows only real changes.
 */
export function printSortedSubgraphSchema(schema: GraphQLSchema): string {
  const document = parse(printSubgraphSchema(lexicographicSortSchema(schema)));
  const sorted = visit(document, {
    ObjectTypeDefinition: (node) => ({ ...node, fields: byName(node.fields) }),
    InterfaceTypeDefinition: (node) => ({ ...node, fields: byName(node.fields) }),
    InputObjectTypeDefinition: (node) => ({ ...node, fields: byName(node.fields) }),
    EnumTypeDefinition: (node) => ({ ...node, values: byName(node.values) }),
    FieldDefinition: (node) => ({ ...node, arguments: byName(node.arguments) }),
  });
  return `${print(sorted).trim()}\n`;
}

export function emitSchema(schema: GraphQLSchema, file: string): void {
  writeFileSync(file, printSortedSubgraphSchema(schema));
}

/** Builds the schema without a database (in-memory pub-sub), for emitting and for staleness tests. */
export function buildSchemaForEmit(definition: SchemaDefinition): Promise<GraphQLSchema> {
  return buildFederatedSchema(definition, createPubSub());
}
