import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, validate, type DocumentNode } from 'graphql';
import { CREATE_COUPON } from './mutations/create-coupon';
import { DEACTIVATE_COUPON } from './mutations/deactivate-coupon';
import { REFUND_ORDER } from './mutations/refund-order';
import { ADMIN_COUPONS } from './queries/admin-coupons';
import { ADMIN_ORDERS } from './queries/admin-orders';
import { ADMIN_USERS } from './queries/admin-users';
import { ADMIN_VIEWER } from './queries/admin-viewer';
import { ADMIN_WORKSPACES } from './queries/admin-workspaces';

// The composed API (identity's adminUsers/adminWorkspaces, billing's orders and coupons).
const supergraph = readFileSync(
  path.resolve(__dirname, '../../../../../../gateway/supergraph.graphql'),
  'utf8',
);
const schema = buildSchema(supergraph, { assumeValidSDL: true });

const operations: Record<string, DocumentNode> = {
  ADMIN_VIEWER,
  ADMIN_USERS,
  ADMIN_WORKSPACES,
  ADMIN_ORDERS,
  ADMIN_COUPONS,
  REFUND_ORDER,
  CREATE_COUPON,
  DEACTIVATE_COUPON,
};

it.each(Object.entries(operations))('%s is valid against the composed API', (_name, document) => {
  expect(validate(schema, document).map((error) => error.message)).toEqual([]);
});
