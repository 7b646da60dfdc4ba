import { ArgsType, Field, Int } from 'type-graphql';
import { badUserInput } from './errors';

export const MAX_PAGE_SIZE = 100;

/** `limit`/`offset` arguments shared by every list. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 20 })
  limit: number = 20;

  @Field(() => Int, { defaultValue: 0 })
  offset: number = 0;
}

export function checkPage(args: { limit: number; offset: number }): { limit: number; offset: number } {
  if (!Number.isInteger(args.limit) || args.limit < 1 || args.limit > MAX_PAGE_SIZE) {
    throw badUserInput(`limit must be between 1 and ${MAX_PAGE_SIZE}`, 'limit');
  }
  if (!Number.isInteger(args.offset) || args.offset < 0)
    throw badUserInput('offset must not be negative', 'offset');
  return args;
}
