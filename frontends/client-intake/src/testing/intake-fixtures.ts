import type { EditorForm, EditorSection } from '@portico/questionnaire';
import type { ClientIntake } from '../modules/intake/graphql/queries/client-intake';

export const FORM_ID = 'form-1';

export function intake(overrides: Partial<ClientIntake> = {}): ClientIntake & { __typename: string } {
  return {
    __typename: 'ClientIntake',
    formId: FORM_ID,
    workspaceId: 'ws-1',
    clientName: 'Анна Иванова',
    permissions: ['READ', 'FILL'],
    defaultLanguage: 'ru',
    expiresAt: '2027-02-21T10:00:00.000Z',
    started: false,
    agency: {
      __typename: 'ClientIntakeAgency',
      name: 'Visa Partners',
      logoUrl: 'data:image/png;base64,iVBORw0KGgo=',
      email: 'hello@visa.example',
      phone: '+1 555 0100',
      website: null,
      address: '1 Main St, Springfield',
    } as ClientIntake['agency'],
    ...overrides,
  };
}

export function section(key: string, overrides: Partial<EditorSection> = {}): EditorSection {
  return {
    key,
    applies: true,
    status: 'NOT_STARTED',
    answered: 0,
    total: 10,
    answers: {},
    versions: {},
    ...overrides,
  };
}

export function form(sections: EditorSection[], overrides: Partial<EditorForm> = {}) {
  return {
    __typename: 'Form',
    id: FORM_ID,
    workspaceId: 'ws-1',
    name: 'Анна Иванова DS-160',
    version: 3,
    status: 'IN_PROGRESS' as const,
    progress: { completed: 1, applicable: 2, percent: 50 },
    sections: sections.map((entry) => ({ __typename: 'FormSection', ...entry })),
    warnings: [],
    ...overrides,
  };
}
