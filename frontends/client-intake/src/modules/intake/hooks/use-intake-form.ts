import { useQuery } from '@apollo/client/react';
import { EDITOR_FORM_QUERY } from '@portico/questionnaire';
import { linkProblemOf } from '../utils/link-problem-of';

/** The client's form (sections, progress, answers), and the link problem when reading it was refused. */
export function useIntakeForm(formId: string, fetchPolicy: 'cache-and-network' | 'network-only') {
  const query = useQuery(EDITOR_FORM_QUERY, { variables: { id: formId }, fetchPolicy });
  const form = query.data?.form;
  return {
    form,
    failed: Boolean(query.error) && !form,
    problem: query.error && !form ? linkProblemOf(query.error) : null,
    retry: () => void query.refetch().catch(() => undefined),
  };
}
