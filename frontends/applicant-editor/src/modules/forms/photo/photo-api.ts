import { gql, type TypedDocumentNode } from '@apollo/client';

/** The applicant's DS-160 photo of a form (services/forms, docs/adr/0023). */
export interface FormPhoto {
  width: number;
  height: number;
  bytes: number;
  uploadedAt: string;
  /** What the service changed to make it compliant (PhotoAdjustment keys); empty: stored as uploaded. */
  adjustments: string[];
  dataUrl: string;
}

export interface FormWithPhoto {
  id: string;
  status: 'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETED' | 'ARCHIVED';
  photo: FormPhoto | null;
}

const PHOTO_FIELDS = gql`
  fragment FormPhotoFields on Form {
    id
    status
    photo {
      width
      height
      bytes
      uploadedAt
      adjustments
      dataUrl
    }
  }
`;

export const FORM_PHOTO: TypedDocumentNode<{ form: FormWithPhoto }, { id: string }> = gql`
  query FormPhoto($id: ID!) {
    form(id: $id) {
      ...FormPhotoFields
    }
  }
  ${PHOTO_FIELDS}
`;

export const SET_FORM_PHOTO: TypedDocumentNode<
  { setFormPhoto: FormWithPhoto },
  { input: { formId: string; image: string } }
> = gql`
  mutation SetFormPhoto($input: SetFormPhotoInput!) {
    setFormPhoto(input: $input) {
      ...FormPhotoFields
    }
  }
  ${PHOTO_FIELDS}
`;

export const REMOVE_FORM_PHOTO: TypedDocumentNode<
  { removeFormPhoto: FormWithPhoto },
  { input: { id: string } }
> = gql`
  mutation RemoveFormPhoto($input: FormIdInput!) {
    removeFormPhoto(input: $input) {
      ...FormPhotoFields
    }
  }
  ${PHOTO_FIELDS}
`;
