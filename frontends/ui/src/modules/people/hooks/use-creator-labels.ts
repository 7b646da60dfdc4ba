import { useMemo } from 'react';
import type { TypedDocumentNode } from '@apollo/client';
import { creatorLabel, unknownCreators, type CreatorInfo, type CreatorWords } from '../utils/creator-label';

export type CreatorsQuery = TypedDocumentNode<
  { creators: CreatorInfo[] },
  { workspaceId: string; ids: string[] }
>;

/**
 * The app's Apollo `useQuery`, passed in: @portico/ui loads no Apollo Client of its own (the client
 * intake, which shares it, talks to the API with fetch, ADR 0017).
 */
export type UseCreatorsQuery = (
  query: CreatorsQuery,
  options: { variables: { workspaceId: string; ids: string[] }; skip: boolean },
) => { data?: { creators: CreatorInfo[] }; error?: unknown };

/**
 * Labels for the creators of listed things: members by e-mail from `memberEmails`, and the rest (API
 * keys, people who left) as identity's `creators` query names them, asked once members are known
 * (`membersSettled`). A label is '' while it is not known yet.
 */
export function useCreatorLabels(
  useQuery: UseCreatorsQuery,
  query: CreatorsQuery,
  workspaceId: string,
  creatorIds: readonly string[],
  memberEmails: ReadonlyMap<string, string>,
  membersSettled: boolean,
  words: CreatorWords,
): (id: string) => string {
  const ids = useMemo(
    () => (membersSettled ? unknownCreators(creatorIds, memberEmails) : []),
    [creatorIds, memberEmails, membersSettled],
  );
  const creators = useQuery(query, { variables: { workspaceId, ids }, skip: ids.length === 0 });
  const known = useMemo(() => {
    if (creators.data) return new Map(creators.data.creators.map((creator) => [creator.id, creator]));
    return creators.error || (membersSettled && ids.length === 0) ? new Map<string, CreatorInfo>() : null;
  }, [creators.data, creators.error, membersSettled, ids.length]);
  return (id) => creatorLabel(id, memberEmails, known, words) ?? '';
}
