import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ClientIntake } from '../queries/client-intake';

/** The client acts (Get Started / Continue Editing): counts one use of the link per client session. */
export const BEGIN_CLIENT_INTAKE: TypedDocumentNode<
  { beginClientIntake: Pick<ClientIntake, 'formId' | 'started'> },
  Record<string, never>
> = gql`
  mutation BeginClientIntake {
    beginClientIntake {
      formId
      started
    }
  }
`;
