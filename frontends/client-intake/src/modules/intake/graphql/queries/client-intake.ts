import type { ClientLinkPermission } from '@portico/shared-types';
import type { GraphqlOperation } from '@portico/ui';

export interface ClientIntakeAgency {
  name: string;
  logoUrl: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  address: string | null;
}

/** What a client session may see of its link (identity, contract point 4). */
export interface ClientIntake {
  formId: string;
  workspaceId: string;
  clientName: string;
  /** GraphQL enum values (READ, FILL, SUBMIT, VIEW_STATUS) or the lower-case names. */
  permissions: string[];
  defaultLanguage: string;
  expiresAt: string;
  started: boolean;
  agency: ClientIntakeAgency;
}

/** What the client session may see; sent with fetch (ADR 0017), so a plain operation, not a gql document. */
export const CLIENT_INTAKE: GraphqlOperation = {
  operationName: 'ClientIntake',
  query: `query ClientIntake {
    clientIntake {
      formId
      workspaceId
      clientName
      permissions
      defaultLanguage
      expiresAt
      started
      agency {
        name
        logoUrl
        email
        phone
        website
        address
      }
    }
  }`,
};

export type ClientIntakeData = { clientIntake: ClientIntake | null };

/** The link's permissions in the shared type's spelling, whatever case the enum travels in. */
export function permissionsOf(intake: Pick<ClientIntake, 'permissions'>): Set<ClientLinkPermission> {
  return new Set(intake.permissions.map((permission) => permission.toLowerCase() as ClientLinkPermission));
}
