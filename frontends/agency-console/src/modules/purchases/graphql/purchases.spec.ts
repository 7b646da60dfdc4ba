import type { DocumentNode } from 'graphql';
import { documentErrors } from '@portico/build-config/subgraph-documents.js';
import { CREDIT_BALANCE, PURCHASES, PURCHASE_ORDER } from './queries/purchases';

it.each([
  ['Purchases', PURCHASES],
  ['PurchaseOrder', PURCHASE_ORDER],
  ['CreditBalance', CREDIT_BALANCE],
])('%s is valid against the billing subgraph', (_name, document) => {
  expect(documentErrors('billing', document as DocumentNode)).toEqual([]);
});
