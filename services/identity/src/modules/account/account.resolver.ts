import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { SubgraphContext } from '@portico/service-kit';
import { AccountService } from './account.service';
import { TotpEnrollmentOutput, UserOutput } from './dtos/account.output';
import {
  ChangeEmailInput,
  ChangePasswordInput,
  ConfirmTotpEnrollmentInput,
  DisableTotpInput,
} from './dtos/account.inputs';

const accounts = new AccountService();

@Resolver(() => UserOutput)
export class AccountResolver {
  /** Requires the current password; other sessions stay signed in. */
  @Mutation(() => Boolean)
  async changePassword(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput,
  ): Promise<boolean> {
    await accounts.changePassword(ctx, input);
    return true;
  }

  @Mutation(() => UserOutput)
  changeEmail(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => ChangeEmailInput) input: ChangeEmailInput,
  ): Promise<UserOutput> {
    return accounts.changeEmail(ctx, input);
  }

  /** Starts (or restarts) TOTP enrolment; TOTP is enabled only after confirmTotpEnrollment. */
  @Mutation(() => TotpEnrollmentOutput)
  beginTotpEnrollment(@Ctx() ctx: SubgraphContext): Promise<TotpEnrollmentOutput> {
    return accounts.beginTotp(ctx);
  }

  @Mutation(() => UserOutput)
  confirmTotpEnrollment(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => ConfirmTotpEnrollmentInput) input: ConfirmTotpEnrollmentInput,
  ): Promise<UserOutput> {
    return accounts.confirmTotp(ctx, input.code);
  }

  @Mutation(() => UserOutput)
  disableTotp(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => DisableTotpInput) input: DisableTotpInput,
  ): Promise<UserOutput> {
    return accounts.disableTotp(ctx, input.password);
  }
}
