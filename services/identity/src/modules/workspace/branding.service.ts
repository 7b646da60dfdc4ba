import type { SubgraphContext } from '@portico/service-kit';
import { audit, ctxMeta } from '../audit/audit.service';
import { normalizeEmail } from '../account/account.service';
import { BrandingOutput } from './dtos/workspace.output';
import type { Workspace } from './workspace.entity';
import { WorkspaceService } from './workspace.service';
import { brandingFieldInvalid, contactEmailInvalid, contactPhoneInvalid } from './workspace.errors';
import { decodeDataUrl, logoDataUrl, MAX_LOGO_BYTES, processLogo } from './logo';
import { safeFetch } from './safe-fetch';
import { applyPreparer, toPreparerOutput, type PreparerChanges } from './preparer';

type Ctx = Pick<SubgraphContext, 'actor' | 'em'> & Partial<Pick<SubgraphContext, 'requestId'>>;

function toBrandingOutput(workspace: Workspace): BrandingOutput {
  return Object.assign(new BrandingOutput(), {
    workspaceId: workspace.id,
    agencyName: workspace.agencyName,
    logoUrl: logoDataUrl(workspace.logo, workspace.logoMime),
    contactEmail: workspace.contactEmail,
    contactPhone: workspace.contactPhone,
    contactAddress: workspace.contactAddress,
    preparer: toPreparerOutput(workspace),
  });
}

function text(value: string | null | undefined, field: string, max: number): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const trimmed = value.trim();
  if (trimmed.length > max) throw brandingFieldInvalid(field, max);
  return trimmed === '' ? null : trimmed;
}

export class BrandingService {
  private readonly workspaces = new WorkspaceService();

  private async load(ctx: Ctx, workspaceId: string, admin: boolean): Promise<Workspace> {
    const { workspace } = await this.workspaces.access(ctx, workspaceId, { admin });
    await ctx.em.populate(workspace, ['logo']);
    return workspace;
  }

  async get(ctx: Ctx, workspaceId: string): Promise<BrandingOutput> {
    return toBrandingOutput(await this.load(ctx, workspaceId, false));
  }

  async update(
    ctx: Ctx,
    input: {
      workspaceId: string;
      agencyName?: string | null;
      contactEmail?: string | null;
      contactPhone?: string | null;
      contactAddress?: string | null;
      preparer?: PreparerChanges | null;
    },
  ): Promise<BrandingOutput> {
    const workspace = await this.load(ctx, input.workspaceId, true);
    const agencyName = text(input.agencyName, 'agencyName', 200);
    let contactEmail = text(input.contactEmail, 'contactEmail', 320);
    if (contactEmail) {
      try {
        contactEmail = normalizeEmail(contactEmail);
      } catch {
        throw contactEmailInvalid();
      }
    }
    const contactPhone = text(input.contactPhone, 'contactPhone', 50);
    // The spec's phone rule: 5-15 digits, no spaces or hyphens (an international "+" is allowed).
    if (contactPhone && !/^\+?\d{5,15}$/.test(contactPhone)) throw contactPhoneInvalid();
    const contactAddress = text(input.contactAddress, 'contactAddress', 500);
    // Checked before anything is applied: a refused field changes nothing.
    applyPreparer(workspace, input.preparer);
    if (agencyName !== undefined) workspace.agencyName = agencyName;
    if (contactEmail !== undefined) workspace.contactEmail = contactEmail;
    if (contactPhone !== undefined) workspace.contactPhone = contactPhone;
    if (contactAddress !== undefined) workspace.contactAddress = contactAddress;
    await ctx.em.flush();
    await this.audit(ctx, workspace, 'details');
    return toBrandingOutput(workspace);
  }

  async uploadLogo(ctx: Ctx, input: { workspaceId: string; dataUrl: string }): Promise<BrandingOutput> {
    const workspace = await this.load(ctx, input.workspaceId, true);
    const logo = await processLogo(decodeDataUrl(input.dataUrl));
    return this.saveLogo(ctx, workspace, logo.bytes, logo.mime);
  }

  async logoFromUrl(ctx: Ctx, input: { workspaceId: string; url: string }): Promise<BrandingOutput> {
    const workspace = await this.load(ctx, input.workspaceId, true);
    const bytes = await safeFetch(input.url, { maxBytes: MAX_LOGO_BYTES, timeoutMs: 5_000 });
    const logo = await processLogo(bytes);
    return this.saveLogo(ctx, workspace, logo.bytes, logo.mime);
  }

  async removeLogo(ctx: Ctx, workspaceId: string): Promise<BrandingOutput> {
    const workspace = await this.load(ctx, workspaceId, true);
    return this.saveLogo(ctx, workspace, null, null);
  }

  private async saveLogo(ctx: Ctx, workspace: Workspace, bytes: Buffer | null, mime: string | null) {
    workspace.logo = bytes;
    workspace.logoMime = mime;
    await ctx.em.flush();
    await this.audit(ctx, workspace, bytes ? 'logo' : 'logo_removed');
    return toBrandingOutput(workspace);
  }

  private async audit(ctx: Ctx, workspace: Workspace, what: string): Promise<void> {
    await audit(ctx.em, 'branding_update', {
      userId: ctx.actor.kind === 'user' ? ctx.actor.userId : null,
      workspaceId: workspace.id,
      meta: ctxMeta(ctx),
      details: { what },
    });
  }
}
