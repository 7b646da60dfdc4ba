import 'reflect-metadata';
import path from 'node:path';
import { buildSchemaForEmit, emitSchema } from '@portico/service-kit';
import { formsSubgraph } from './forms-subgraph';

export const schemaFile = path.resolve(__dirname, '../schema.graphql');

if (require.main === module) {
  void buildSchemaForEmit(formsSubgraph).then((schema) => emitSchema(schema, schemaFile));
}
