import type { SubgraphDefinition } from '@portico/service-kit';
import { Form } from './modules/form/form.entity';
import { FormAnswer } from './modules/form/form-answer.entity';
import { FormTransition } from './modules/form/form-transition.entity';
import { FormClientSeq } from './modules/answers/form-client-seq.entity';
import { SaveIdempotency } from './modules/answers/save-idempotency.entity';
import { FormPhoto } from './modules/photo/form-photo.entity';
import { FormPhotoResolver, PhotoResolver } from './modules/photo/photo.resolver';
import { FormResolver, formReferenceResolvers } from './modules/form/form.resolver';
import { AnswersResolver } from './modules/answers/answers.resolver';
import { ReviewResolver } from './modules/review/review.resolver';
import { formInternalRoutes } from './modules/form/form-internal.routes';
import { validateFormsEnv } from './config';
import { migrations } from './migrations';

export const formsSubgraph: SubgraphDefinition = {
  name: 'forms',
  entities: [Form, FormAnswer, FormTransition, FormClientSeq, SaveIdempotency, FormPhoto],
  migrations,
  resolvers: [FormResolver, AnswersResolver, ReviewResolver, PhotoResolver, FormPhotoResolver],
  referenceResolvers: formReferenceResolvers,
  routes: (router, deps) => formInternalRoutes(router, deps),
  validateEnv: () => validateFormsEnv(),
};
