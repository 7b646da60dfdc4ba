import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('CreditBalance', { simpleResolvers: true })
export class CreditBalanceOutput {
  @Field(() => ID)
  workspaceId!: string;

  @Field(() => Int, { description: 'Credits filings may still use.' })
  available!: number;

  @Field(() => Int, { description: 'Added by paid orders.' })
  purchased!: number;

  @Field(() => Int, { description: 'Used by filings (net of credits given back).' })
  used!: number;

  @Field(() => Int, { description: 'Taken back by refunds.' })
  removed!: number;
}
