import type { SubgraphDefinition } from '@portico/service-kit';
import { Form } from './modules/form/form.entity';
import { FormResolver, formReferenceResolvers } from './modules/form/form.resolver';
import { migrations } from './migrations';

export const formsSubgraph: SubgraphDefinition = {
  name: 'forms',
  entities: [Form],
  migrations,
  resolvers: [FormResolver],
  referenceResolvers: formReferenceResolvers,
};
