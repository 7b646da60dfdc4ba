// The CEAC application pages in order, from the captured record (src/record.ts): class and
// spouse pages exist only when their rule holds for the answers saved so far.
import { APPLICATION_PAGES, type SimPage } from './record';
import type { Facts } from './reveal';

export type CeacPage = SimPage;

export const ALL_PAGES: readonly CeacPage[] = APPLICATION_PAGES;

/** The pages of this application in CEAC order (class and spouse pages by the answers). */
export function applicablePages(facts: Facts): CeacPage[] {
  return (facts.pages ?? ALL_PAGES).filter((page) => !page.appliesWhen || page.appliesWhen.test(facts));
}

export function findPage(node: string): CeacPage | undefined {
  return ALL_PAGES.find((p) => p.node === node);
}
