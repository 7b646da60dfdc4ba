import type { SubgraphDefinition } from '@portico/service-kit';
import { CatalogResolver } from './modules/catalog/catalog.resolver';
import { OrdersResolver } from './modules/orders/orders.resolver';
import { CreditsResolver } from './modules/credits/credits.resolver';
import { AdminResolver } from './modules/admin/admin.resolver';
import { creditRoutes } from './modules/credits/credits.routes';
import { paymentRoutes } from './modules/payments/payment.routes';
import { loadBillingSettings } from './lib/config';
import { billingEntities } from './billing-entities';
import { migrations } from './migrations';

export const billingSubgraph: SubgraphDefinition = {
  name: 'billing',
  entities: billingEntities,
  migrations,
  resolvers: [CatalogResolver, OrdersResolver, CreditsResolver, AdminResolver],
  routes: (router, deps) => {
    paymentRoutes(router, deps);
    creditRoutes(router, deps);
  },
  validateEnv: () => void loadBillingSettings(),
};
