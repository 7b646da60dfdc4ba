import { EDITOR_FORM_QUERY_NAME, EDITOR_FORM_QUERY_TEXT, type EditorForm } from '@portico/questionnaire';
import { useMemo } from 'react';
import { useApiQuery } from '../api/use-api';
import { linkProblemOf } from '../utils/link-problem-of';

/** The client's form (sections, progress, answers), and the link problem when reading it was refused. */
export function useIntakeForm(formId: string, fetchPolicy: 'cache-and-network' | 'network-only') {
  const operation = useMemo(
    () => ({
      operationName: EDITOR_FORM_QUERY_NAME,
      query: EDITOR_FORM_QUERY_TEXT,
      variables: { id: formId },
    }),
    [formId],
  );
  const query = useApiQuery<{ form: EditorForm }>(operation, { fetchPolicy });
  const form = query.data?.form;
  return {
    form,
    failed: Boolean(query.error) && !form,
    problem: query.error && !form ? linkProblemOf(query.error) : null,
    retry: () => void query.refetch().catch(() => undefined),
  };
}
