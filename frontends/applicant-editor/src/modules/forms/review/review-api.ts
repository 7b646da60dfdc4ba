import { gql, type TypedDocumentNode } from '@apollo/client';

/** Review with originals and translation (services/forms, docs/adr/0014). */
export type FieldTranslation = 'MACHINE' | 'NEEDS_HUMAN';

export interface FieldReview {
  path: string;
  originalBy: string | null;
  originalAt: string | null;
  agencyBy: string | null;
  agencyAt: string | null;
  needsReview: boolean;
  translation: FieldTranslation | null;
}

export interface SectionReview {
  key: string;
  originals: Record<string, unknown>;
  reviews: FieldReview[];
}

export interface FormReview {
  id: string;
  version: number;
  translationState: 'NONE' | 'IN_PROGRESS' | 'TRANSLATED';
  reviewCount: number;
  completionBlockedReason: string | null;
  notInEnglish: { section: string; path: string; messageId: string; message: string }[];
  sections: SectionReview[];
}

export const WORKSPACE_KIND: TypedDocumentNode<
  { workspace: { id: string; type: 'PERSONAL' | 'BUSINESS' } },
  { id: string }
> = gql`
  query WorkspaceKind($id: ID!) {
    workspace(id: $id) {
      id
      type
    }
  }
`;

const REVIEW_FIELDS = gql`
  fragment FormReviewFields on Form {
    id
    version
    translationState
    reviewCount
    completionBlockedReason
    notInEnglish {
      section
      path
      messageId
      message
    }
    sections {
      key
      originals
      reviews {
        path
        originalBy
        originalAt
        agencyBy
        agencyAt
        needsReview
        translation
      }
    }
  }
`;

export const FORM_REVIEW: TypedDocumentNode<{ form: FormReview }, { id: string }> = gql`
  query FormReview($id: ID!) {
    form(id: $id) {
      ...FormReviewFields
    }
  }
  ${REVIEW_FIELDS}
`;

export const TRANSLATE_ALL: TypedDocumentNode<
  { translateAll: { translated: number; needsHuman: number; unchanged: number; form: FormReview } },
  { id: string }
> = gql`
  mutation TranslateAll($id: ID!) {
    translateAll(input: { id: $id }) {
      translated
      needsHuman
      unchanged
      form {
        ...FormReviewFields
      }
    }
  }
  ${REVIEW_FIELDS}
`;

export const TRANSLATE_FIELD: TypedDocumentNode<
  {
    translateField: { outcome: 'TRANSLATED' | 'UNCHANGED' | 'NEEDS_HUMAN'; value: unknown; form: FormReview };
  },
  { formId: string; section: string; path: string }
> = gql`
  mutation TranslateField($formId: ID!, $section: String!, $path: String!) {
    translateField(input: { formId: $formId, section: $section, path: $path }) {
      outcome
      value
      form {
        ...FormReviewFields
      }
    }
  }
  ${REVIEW_FIELDS}
`;

export const RESET_TRANSLATIONS: TypedDocumentNode<
  { resetTranslations: { reset: number; form: FormReview } },
  { id: string }
> = gql`
  mutation ResetTranslations($id: ID!) {
    resetTranslations(input: { id: $id }) {
      reset
      form {
        ...FormReviewFields
      }
    }
  }
  ${REVIEW_FIELDS}
`;

export const REVIEW_ANSWER: TypedDocumentNode<
  { reviewAnswer: FormReview },
  { input: { formId: string; section: string; path: string; decision: 'ACCEPT_CLIENT' | 'KEEP_AGENCY' } }
> = gql`
  mutation ReviewAnswer($input: ReviewAnswerInput!) {
    reviewAnswer(input: $input) {
      ...FormReviewFields
    }
  }
  ${REVIEW_FIELDS}
`;
