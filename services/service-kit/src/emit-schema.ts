import { writeFileSync } from 'node:fs';
import { createPubSub } from '@graphql-yoga/subscription';
import { buildFederatedSchema, type SchemaDefinition } from './federated-schema';
import { lexicographicSortSchema, type GraphQLSchema } from 'graphql';
import { printSubgraphSchema } from '@apollo/subgraph';

/** The committed subgraph SDL: sorted, with federation directives. */
export function printSortedSubgraphSchema(schema: GraphQLSchema): string {
  return `${printSubgraphSchema(lexicographicSortSchema(schema)).trim()}\n`;
}

export function emitSchema(schema: GraphQLSchema, file: string): void {
  writeFileSync(file, printSortedSubgraphSchema(schema));
}

/** Builds the schema without a database (in-memory pub-sub), for emitting and for staleness tests. */
export function buildSchemaForEmit(definition: SchemaDefinition): Promise<GraphQLSchema> {
  return buildFederatedSchema(definition, createPubSub());
}
