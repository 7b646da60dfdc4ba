/**
 * The cost budget admits every operation the product's own clients send (ADR 0032): each document of
 * the frontends, the end-to-end journeys and the benches, with every page size at the largest any
 * subgraph serves; and every list field of the supergraph has a size in LIST_SIZES.
 */
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  typeFromAST,
  validate,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { createGatewayRuntime } from '@graphql-hive/gateway-runtime';
import { MAX_PAGE_SIZE } from '@portico/service-kit';
import { SUPERGRAPH_FILE } from '../src/compose';
import { LIMITS } from '../src/gateway-runtime';
import { LIST_SIZES, listFieldsOf, operationCost } from '../src/operation-cost';
import { clientDocuments } from './support/client-documents';

let schema: GraphQLSchema;

beforeAll(async () => {
  const runtime = createGatewayRuntime({ supergraph: SUPERGRAPH_FILE, logging: false });
  schema = await runtime.getSchema();
  await runtime[Symbol.asyncDispose]();
});

/** A value for a variable of this type: every Int at the largest page size (the worst case). */
function worstValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return worstValue(type.ofType);
  if (isListType(type)) return [worstValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type))
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, worstValue(field.type)]),
    );
  switch (getNamedType(type).name) {
    case 'Int':
    case 'Float':
      return MAX_PAGE_SIZE;
    case 'Boolean':
      return true;
    case 'ID':
      return '00000000-0000-4000-8000-000000000001';
    default:
      return 'x';
  }
}

function worstVariables(operation: OperationDefinitionNode): Record<string, unknown> {
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((definition) => [
      definition.variable.name.value,
      worstValue(typeFromAST(schema, definition.type) as GraphQLInputType),
    ]),
  );
}

describe('the documents the clients send', () => {
  const documents = clientDocuments(['frontends', 'e2e', 'bench'], ['bench/heavy-query.mjs']);

  it('are found in the sources (the extraction works)', () => {
    expect(documents.length).toBeGreaterThan(80);
    expect(documents.map((d) => d.where)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^frontends\/agency-console\/src\/modules\/dashboard\/graphql\/dashboard-api\.ts/,
        ),
        expect.stringMatching(/^frontends\/questionnaire\/src\/autosave\/utils\/form-query-text\.ts/),
        expect.stringMatching(/^bench\/forms-list\.mjs/),
      ]),
    );
  });

  it(`each cost at most ${LIMITS.maxCost} with the largest pages`, () => {
    const over: string[] = [];
    const costs: [number, string][] = [];
    for (const { where, document } of documents) {
      if (validate(schema, document).length > 0) continue; // refused before any cost (some tests send such)
      for (const operation of document.definitions) {
        if (operation.kind !== Kind.OPERATION_DEFINITION) continue;
        const name = operation.name?.value;
        const cost = operationCost(schema, document, name, worstVariables(operation));
        costs.push([cost, `${where} ${name ?? ''}`]);
        if (cost > LIMITS.maxCost) over.push(`${where} ${name ?? '(anonymous)'}: ${cost}`);
      }
    }
    expect(over).toEqual([]);
    // The budget is not so loose that anything passes: the dearest real screen uses a good part of it.
    expect(Math.max(...costs.map(([cost]) => cost))).toBeGreaterThan(LIMITS.maxCost / 4);
  });

  it('are valid against the public schema, apart from those a test sends to see them refused', () => {
    const invalid = documents.filter(({ document }) => validate(schema, document).length > 0);
    expect(invalid.length).toBeLessThan(documents.length / 10);
  });
});

describe('LIST_SIZES', () => {
  it('has a size for every list and paginated field of the supergraph, and nothing else', () => {
    expect(Object.keys(LIST_SIZES).sort()).toEqual(listFieldsOf(schema));
  });

  it('slices each paginated field by an argument the field has', () => {
    for (const [key, size] of Object.entries(LIST_SIZES)) {
      if (!('slicedBy' in size)) continue;
      const [typeName, fieldName] = key.split('.');
      const type = schema.getType(typeName!);
      const args = isObjectType(type) ? type.getFields()[fieldName!]!.args.map((arg) => arg.name) : [];
      expect([key, args]).toEqual([key, expect.arrayContaining([size.slicedBy])]);
    }
  });
});
