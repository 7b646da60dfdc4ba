import type { SubgraphDefinition } from '@portico/service-kit';
import { Submission } from './modules/submission/submission.entity';
import { SubmissionStep } from './modules/submission/submission-step.entity';
import { SubmissionResolver } from './modules/submission/submission.resolver';
import { migrations } from './migrations';

export const submissionSubgraph: SubgraphDefinition = {
  name: 'submission',
  entities: [Submission, SubmissionStep],
  migrations,
  resolvers: [SubmissionResolver],
};
