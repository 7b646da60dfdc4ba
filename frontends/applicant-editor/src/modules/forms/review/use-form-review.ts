import { useQuery } from '@apollo/client/react';
import type { ReviewFlag } from '@portico/questionnaire';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FORM_MEMBERS, MEMBERS_LIMIT } from '../utils/forms-api';
import { FORM_REVIEW, WORKSPACE_KIND, type FormReview } from './review-api';
import { reviewMessages } from './review-messages';

/**
 * Review with originals is offered in business workspaces (where client links exist): whether this
 * workspace is one, and the form's originals, review flags and translation marks when it is.
 */
export function useFormReview(workspaceId: string, formId: string) {
  const kind = useQuery(WORKSPACE_KIND, { variables: { id: workspaceId }, skip: !workspaceId });
  const business = kind.data?.workspace?.type === 'BUSINESS';
  const review = useQuery(FORM_REVIEW, {
    variables: { id: formId },
    skip: !business || !formId,
    // Not cached: its `sections` (originals, reviews) would overwrite the editor's and the
    // overview's `sections` of the same Form in the normalised cache, and theirs would overwrite it.
    fetchPolicy: 'no-cache',
  });
  const members = useQuery(FORM_MEMBERS, {
    variables: { workspaceId, limit: MEMBERS_LIMIT, offset: 0 },
    skip: !business,
  });
  const intl = useIntl();
  const refetchReview = review.refetch;
  const refetch = useCallback(
    () =>
      business
        ? refetchReview().then(
            () => undefined,
            () => undefined,
          )
        : Promise.resolve(),
    [business, refetchReview],
  );
  const who = useMemo(() => {
    const emails = new Map((members.data?.workspaceMembers.items ?? []).map((m) => [m.userId, m.email]));
    return (by: string | null): string => {
      if (by?.startsWith('client:')) return intl.formatMessage(reviewMessages.theClient);
      return (by && emails.get(by)) ?? intl.formatMessage(reviewMessages.aMember);
    };
  }, [members.data, intl]);
  return {
    business,
    review: business ? review.data?.form : undefined,
    loading: review.loading,
    refetch,
    who,
  };
}

/** The renderer's props for one section: originals, review flags and needs-human marks. */
export function sectionReviewProps(
  review: FormReview | undefined,
  sectionKey: string,
  who: (by: string | null) => string,
) {
  const section = review?.sections.find((s) => s.key === sectionKey);
  if (!section) return {};
  const reviewFlags: Record<string, ReviewFlag> = {};
  const needsHuman = new Set<string>();
  for (const r of section.reviews) {
    if (r.needsReview)
      reviewFlags[r.path] = { by: who(r.originalBy), at: r.originalAt ?? new Date().toISOString() };
    if (r.translation === 'NEEDS_HUMAN') needsHuman.add(r.path);
  }
  return {
    originals: Object.keys(section.originals ?? {}).length > 0 ? section.originals : undefined,
    reviewFlags,
    needsHumanTranslation: needsHuman,
  };
}
