import 'reflect-metadata';
import { parse, type GraphQLSchema } from 'graphql';
import { buildSchema, createResolversMap, type NonEmptyArray } from 'type-graphql';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper';
import type { ServicePubSub } from './pg-event-target';

/** `__resolveReference` per entity type name, e.g. `{ Form: { __resolveReference } }`. */
export type ReferenceResolvers = Record<
  string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  { __resolveReference: (reference: any, context: any) => unknown }
>;

export interface SchemaDefinition {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  resolvers: NonEmptyArray<Function>;
  /** Entity types not reachable from Query. */
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  orphanedTypes?: Function[];
  referenceResolvers?: ReferenceResolvers;
}

const FEDERATION_LINK =
  'extend schema @link(url: "https://specs.apollo.dev/federation/v2.5", ' +
  'import: ["@key", "@shareable", "@external", "@requires", "@provides", "@inaccessible", "@tag"])';

/** type-graphql schema → Apollo Federation 2 subgraph schema (stack-versions-and-pitfalls §2). */
export async function buildFederatedSchema(
  definition: SchemaDefinition,
  pubSub: ServicePubSub,
): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: definition.resolvers,
    orphanedTypes: definition.orphanedTypes,
    pubSub,
    skipCheck: true,
    validate: false,
  });
  const typeDefs = parse(`${FEDERATION_LINK}\n${printSchemaWithDirectives(schema)}`);
  const resolvers = createResolversMap(schema) as unknown as GraphQLResolverMap<unknown>;
  for (const [typeName, reference] of Object.entries(definition.referenceResolvers ?? {})) {
    resolvers[typeName] = {
      ...(resolvers[typeName] as object),
      ...reference,
    } as GraphQLResolverMap<unknown>[string];
  }
  return buildSubgraphSchema({ typeDefs, resolvers });
}
