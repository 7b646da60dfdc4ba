import type { SubgraphDefinition } from '@portico/service-kit';
import { Submission } from './modules/submission/submission.entity';
import { SubmissionStep } from './modules/submission/submission-step.entity';
import { SignatureEvidence } from './modules/submission/signature-evidence.entity';
import { SubmissionResolver } from './modules/submission/submission.resolver';
import {
  FormSubmissionsResolver,
  formReferenceResolvers,
} from './modules/submission/form-submissions.resolver';
import { FormRef } from './modules/submission/dtos/form-ref.output';
import { validateSubmissionEnv } from './config';
import { migrations } from './migrations';
import { liveViewRoutes } from './live-view/live-view.routes';

export const submissionSubgraph: SubgraphDefinition = {
  name: 'submission',
  entities: [Submission, SubmissionStep, SignatureEvidence],
  migrations,
  resolvers: [SubmissionResolver, FormSubmissionsResolver],
  orphanedTypes: [FormRef],
  referenceResolvers: formReferenceResolvers,
  routes: (router, deps) => liveViewRoutes(router, deps),
  validateEnv: () => validateSubmissionEnv(),
};
