import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { PageArgs, type SubgraphContext } from '@portico/service-kit';
import type { ClientLinkPermission } from '@portico/shared-types';
import { ClientLinkService } from './client-link.service';
import {
  ClientIntakeOutput,
  ClientLinkOutput,
  ClientLinkPage,
  CreatedClientLinkOutput,
  toClientLinkOutput,
} from './dtos/client-link.output';
import { CreateClientLinkInput, RevokeClientLinkInput, SendClientLinkInput } from './dtos/client-link.inputs';

const links = new ClientLinkService();

@Resolver(() => ClientLinkOutput)
export class ClientLinkResolver {
  @Query(() => ClientLinkPage, {
    description:
      "A form's client links, newest first, revoked and expired ones included (members of business workspaces, and their API keys).",
  })
  async clientLinks(
    @Ctx() ctx: SubgraphContext,
    @Arg('workspaceId', () => ID, { description: 'The business workspace.' }) workspaceId: string,
    @Arg('formId', () => ID, { description: 'The form.' }) formId: string,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<ClientLinkPage> {
    const { items, totalCount } = await links.list(ctx, workspaceId, formId, page);
    return { items: items.map(toClientLinkOutput), totalCount };
  }

  @Mutation(() => CreatedClientLinkOutput, {
    description:
      'Creates a client link for a form and answers its shareable URL once; optionally e-mails it in the default language (members of business workspaces, and their API keys).',
  })
  async createClientLink(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => CreateClientLinkInput) input: CreateClientLinkInput,
  ): Promise<CreatedClientLinkOutput> {
    const { link, url, emailed } = await links.create(ctx, {
      ...input,
      permissions: input.permissions as ClientLinkPermission[],
    });
    return Object.assign(new CreatedClientLinkOutput(), {
      clientLink: toClientLinkOutput(link),
      url,
      emailed,
    });
  }

  @Mutation(() => ClientLinkOutput, {
    description:
      "Revokes a client link (irreversible; revoking again changes nothing): the client's very next request is refused.",
  })
  async revokeClientLink(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => RevokeClientLinkInput) input: RevokeClientLinkInput,
  ): Promise<ClientLinkOutput> {
    return toClientLinkOutput(await links.revoke(ctx, input.id));
  }

  @Mutation(() => ClientLinkOutput, {
    description:
      "E-mails an active link's URL to its client in the link's language with the agency's branding. Changes nothing; refused like createClientLink's e-mail (ADDRESS_UNDELIVERABLE, MAIL_UNAVAILABLE, MAIL_BUDGET).",
  })
  async sendClientLink(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => SendClientLinkInput) input: SendClientLinkInput,
  ): Promise<ClientLinkOutput> {
    return toClientLinkOutput(await links.send(ctx, input.id, input.token));
  }

  @Query(() => ClientIntakeOutput, {
    description: 'For a client session: its link, permissions and the agency (client links only).',
  })
  clientIntake(@Ctx() ctx: SubgraphContext): Promise<ClientIntakeOutput> {
    return links.intake(ctx);
  }

  @Mutation(() => ClientIntakeOutput, {
    description:
      "The client's Get Started / Continue Editing: counts one use the first time a client session acts and updates last accessed; refused when the usage cap is reached.",
  })
  beginClientIntake(@Ctx() ctx: SubgraphContext): Promise<ClientIntakeOutput> {
    return links.begin(ctx);
  }
}
