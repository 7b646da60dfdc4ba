// The editor's form query as text, without Apollo Client: the client intake sends it with fetch
// (ADR 0017), the applicant editor parses it with Apollo's gql (form-queries.ts). One document for both.
export const EDITOR_FORM_QUERY_NAME = 'EditSectionForm';

export const EDITOR_FORM_QUERY_TEXT = `query EditSectionForm($id: ID!) {
  form(id: $id) {
    id
    workspaceId
    name
    version
    status
    progress {
      completed
      applicable
      percent
    }
    sections {
      key
      applies
      status
      answered
      total
      answers
      versions
    }
    warnings {
      code
      section
      path
      messageId
    }
  }
}`;
