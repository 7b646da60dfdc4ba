import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ProductCode } from '../../utils/products';

export interface StartCheckoutInput {
  workspaceId: string;
  productCode: ProductCode;
  quantity: number;
  couponCode?: string | null;
  country: string;
  region?: string | null;
  locale: string;
  idempotencyKey: string;
}

/** Creates the PENDING order and answers the provider's hosted payment page. */
export const START_CHECKOUT: TypedDocumentNode<
  { startCheckout: { order: { id: string; number: string; status: string }; checkoutUrl: string } },
  { input: StartCheckoutInput }
> = gql`
  mutation StartCheckout($input: StartCheckoutInput!) {
    startCheckout(input: $input) {
      order {
        id
        number
        status
      }
      checkoutUrl
    }
  }
`;
