import type { DocumentNode, GraphQLSchema } from 'graphql';
export declare function subgraphSchema(service: string): GraphQLSchema;
export declare function documentErrors(service: string, document: DocumentNode): string[];
