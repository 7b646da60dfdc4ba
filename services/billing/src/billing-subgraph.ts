import type { SubgraphDefinition } from '@portico/service-kit';
import { CatalogResolver } from './modules/catalog/catalog.resolver';
import { loadCatalogConfig } from './modules/catalog/catalog.config';
import { migrations } from './migrations';

export const billingSubgraph: SubgraphDefinition = {
  name: 'billing',
  entities: [],
  migrations,
  resolvers: [CatalogResolver],
  validateEnv: () => void loadCatalogConfig(),
};
