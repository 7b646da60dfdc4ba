import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, validate, type DocumentNode } from 'graphql';
import { CREDIT_BALANCE, PURCHASES, PURCHASE_ORDER } from './queries/purchases';

const sdl = fs
  .readFileSync(path.resolve(__dirname, '../../../../../../services/billing/schema.graphql'), 'utf8')
  .replace(/^extend schema @link[^\n]*\n/m, '');
const schema = buildSchema(
  `directive @key(fields: String!, resolvable: Boolean) repeatable on OBJECT | INTERFACE\n${sdl}`,
);

it.each([
  ['Purchases', PURCHASES],
  ['PurchaseOrder', PURCHASE_ORDER],
  ['CreditBalance', CREDIT_BALANCE],
])('%s is valid against the billing subgraph', (_name, document) => {
  expect(validate(schema, document as DocumentNode).map((error) => error.message)).toEqual([]);
});
