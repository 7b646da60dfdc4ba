import { Args, Query, Resolver } from 'type-graphql';
import { checkPage, PageArgs } from '@portico/service-kit';
import { CatalogService } from './catalog.service';
import { loadCatalogConfig } from './catalog.config';
import { toProductOutput } from './dtos/product.output';
import { ProductPage } from './dtos/product-page.output';

let catalog: CatalogService | undefined;

@Resolver()
export class CatalogResolver {
  /** Public: anyone the gateway signed for (anonymous visitors included) may see prices. */
  @Query(() => ProductPage)
  catalog(@Args(() => PageArgs) page: PageArgs): ProductPage {
    const { limit, offset } = checkPage(page);
    catalog ??= new CatalogService(loadCatalogConfig());
    const products = catalog.products();
    return {
      items: products.slice(offset, offset + limit).map(toProductOutput),
      totalCount: products.length,
    };
  }
}
