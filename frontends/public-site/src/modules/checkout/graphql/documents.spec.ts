import type { DocumentNode } from 'graphql';
import { documentErrors } from '@portico/build-config/subgraph-documents.js';
import { START_CHECKOUT } from './mutations/start-checkout';
import { CHECKOUT_QUOTE } from './queries/checkout-quote';
import { CHECKOUT_WORKSPACES } from './queries/checkout-workspaces';

it.each([
  ['CheckoutQuote', CHECKOUT_QUOTE, 'billing'],
  ['StartCheckout', START_CHECKOUT, 'billing'],
  ['CheckoutWorkspaces', CHECKOUT_WORKSPACES, 'identity'],
])('%s is valid against the %s subgraph', (_name, document, service) => {
  expect(documentErrors(service, document as DocumentNode)).toEqual([]);
});
