export type ProductCode = 'SINGLE_FORM' | 'FAMILY_PACK';

export interface CartProduct {
  code: ProductCode;
  slug: string;
  /** Quantity limits of the billing contract (billing refuses anything else with BAD_USER_INPUT). */
  minQuantity: number;
  maxQuantity: number;
}

/** The two products, by the slug of /checkout/:productCode. */
export const CART_PRODUCTS: Readonly<Record<string, CartProduct>> = {
  'single-form': { code: 'SINGLE_FORM', slug: 'single-form', minQuantity: 1, maxQuantity: 10 },
  'family-pack': { code: 'FAMILY_PACK', slug: 'family-pack', minQuantity: 3, maxQuantity: 50 },
};

export function productOfSlug(slug: string | undefined): CartProduct | undefined {
  return slug && Object.hasOwn(CART_PRODUCTS, slug) ? CART_PRODUCTS[slug] : undefined;
}
