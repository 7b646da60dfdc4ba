import type { GraphqlOperation } from '@portico/ui';
import type { ClientIntake } from '../queries/client-intake';

/** The client acts (Get Started / Continue Editing): counts one use of the link per client session. */
export const BEGIN_CLIENT_INTAKE: GraphqlOperation = {
  operationName: 'BeginClientIntake',
  query: `mutation BeginClientIntake {
    beginClientIntake {
      formId
      started
    }
  }`,
};

export type BeginClientIntakeData = { beginClientIntake: Pick<ClientIntake, 'formId' | 'started'> };
