import { writeFileSync } from 'node:fs';
import { lexicographicSortSchema, type GraphQLSchema } from 'graphql';
import { printSubgraphSchema } from '@apollo/subgraph';

/** The committed subgraph SDL: sorted, with federation directives. */
export function printSortedSubgraphSchema(schema: GraphQLSchema): string {
  return `${printSubgraphSchema(lexicographicSortSchema(schema)).trim()}\n`;
}

export function emitSchema(schema: GraphQLSchema, file: string): void {
  writeFileSync(file, printSortedSubgraphSchema(schema));
}
