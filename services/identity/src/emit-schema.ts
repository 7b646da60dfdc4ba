import 'reflect-metadata';
import path from 'node:path';
import { buildSchemaForEmit, emitSchema } from '@portico/service-kit';
import { identitySubgraph } from './identity-subgraph';

export const schemaFile = path.resolve(__dirname, '../schema.graphql');

if (require.main === module) {
  void buildSchemaForEmit(identitySubgraph).then((schema) => emitSchema(schema, schemaFile));
}
