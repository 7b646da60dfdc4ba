import type { SubgraphDefinition } from '@portico/service-kit';
import { ViewerResolver } from './modules/viewer/viewer.resolver';
import { actorRoutes } from './modules/actor/actor.routes';
import { migrations } from './migrations';

export const identitySubgraph: SubgraphDefinition = {
  name: 'identity',
  entities: [],
  migrations,
  resolvers: [ViewerResolver],
  routes: actorRoutes,
};
