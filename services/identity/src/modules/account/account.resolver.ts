import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { SubgraphContext } from '@portico/service-kit';
import { AccountService } from './account.service';
import { EmailChangeRequestOutput, TotpEnrollmentOutput, UserOutput } from './dtos/account.output';
import {
  ChangePasswordInput,
  ConfirmEmailChangeInput,
  ConfirmTotpEnrollmentInput,
  DisableTotpInput,
  RequestEmailChangeInput,
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

  @Mutation(() => EmailChangeRequestOutput, {
    description:
      'Checks the current password and e-mails a 6-digit code to the new address; the address changes only after confirmEmailChange.',
  })
  requestEmailChange(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => RequestEmailChangeInput) input: RequestEmailChangeInput,
  ): Promise<EmailChangeRequestOutput> {
    return accounts.requestEmailChange(ctx, input);
  }

  @Mutation(() => UserOutput, {
    description:
      'Applies the pending change of e-mail address with the code sent to it; the old address is told.',
  })
  confirmEmailChange(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => ConfirmEmailChangeInput) input: ConfirmEmailChangeInput,
  ): Promise<UserOutput> {
    return accounts.confirmEmailChange(ctx, input.code);
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
