import { Arg, Args, Ctx, Query, Resolver } from 'type-graphql';
import { checkPage, PageArgs, type SubgraphContext } from '@portico/service-kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { billingSettings } from '../../lib/config';
import { products } from './catalog.service';
import { toProductOutput } from './dtos/product.output';
import { ProductPage } from './dtos/product-page.output';
import { quote } from '../orders/orders.service';
import { QuoteInput, QuoteOutput, toQuoteOutput } from '../pricing/dtos/pricing.dtos';

@Resolver()
export class CatalogResolver {
  /** Public: anyone the gateway signed for (anonymous visitors included) may see prices. */
  @Query(() => ProductPage, { description: 'What one can buy, with prices from billing’s configuration.' })
  catalog(@Args(() => PageArgs) page: PageArgs): ProductPage {
    const { limit, offset } = checkPage(page);
    const all = products(billingSettings());
    return { items: all.slice(offset, offset + limit).map(toProductOutput), totalCount: all.length };
  }

  @Query(() => QuoteOutput, {
    description:
      'Prices a cart: subtotal, coupon discount, tax from the buyer’s country and region, total. Anyone may ask; stores nothing.',
  })
  async checkoutQuote(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => QuoteInput) input: QuoteInput,
  ): Promise<QuoteOutput> {
    return toQuoteOutput(await quote(ctx.em as EntityManager, input));
  }
}
