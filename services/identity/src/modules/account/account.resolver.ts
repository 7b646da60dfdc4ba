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
  @Mutation(() => Boolean, {
    description:
      'Changes the password of the signed-in person after checking the current one; the account address is told. Other sessions stay signed in.',
  })
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
  @Mutation(() => TotpEnrollmentOutput, {
    description:
      'Starts (or restarts) two-step verification set-up: a new secret to add to an authenticator app. TOTP is on only after confirmTotpEnrollment.',
  })
  beginTotpEnrollment(@Ctx() ctx: SubgraphContext): Promise<TotpEnrollmentOutput> {
    return accounts.beginTotp(ctx);
  }

  @Mutation(() => UserOutput, {
    description: 'Turns two-step verification on with a code from the authenticator app.',
  })
  confirmTotpEnrollment(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => ConfirmTotpEnrollmentInput) input: ConfirmTotpEnrollmentInput,
  ): Promise<UserOutput> {
    return accounts.confirmTotp(ctx, input.code);
  }

  @Mutation(() => UserOutput, { description: 'Turns two-step verification off after checking the password.' })
  disableTotp(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => DisableTotpInput) input: DisableTotpInput,
  ): Promise<UserOutput> {
    return accounts.disableTotp(ctx, input.password);
  }
}
