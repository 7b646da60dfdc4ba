import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, validate, type DocumentNode } from 'graphql';
import { START_CHECKOUT } from './mutations/start-checkout';
import { CHECKOUT_QUOTE } from './queries/checkout-quote';
import { CHECKOUT_WORKSPACES } from './queries/checkout-workspaces';

const subgraph = (service: string) =>
  buildSchema(
    `directive @key(fields: String!, resolvable: Boolean) repeatable on OBJECT | INTERFACE\n${fs
      .readFileSync(path.resolve(__dirname, `../../../../../../services/${service}/schema.graphql`), 'utf8')
      .replace(/^extend schema @link[^\n]*\n/m, '')}`,
  );

it.each([
  ['CheckoutQuote', CHECKOUT_QUOTE, 'billing'],
  ['StartCheckout', START_CHECKOUT, 'billing'],
  ['CheckoutWorkspaces', CHECKOUT_WORKSPACES, 'identity'],
])('%s is valid against the %s subgraph', (_name, document, service) => {
  expect(validate(subgraph(service), document as DocumentNode).map((error) => error.message)).toEqual([]);
});
