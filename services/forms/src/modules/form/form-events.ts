// Form change events, published after the change committed so subscribers never see uncommitted
// changes (docs/adr/0004: delivered across replicas over LISTEN/NOTIFY).
import type { SubgraphContext } from '@portico/service-kit';
import { actorRef } from './form-access';
import type { FormRecord } from './form-records';
import { FORM_CHANGED, FormChange, type FormChangedPayload } from './dtos/form-changed-event.output';

/** Publishes a change of `form` (its version and status as written) to the workspace's subscribers. */
export function publishFormChange(
  ctx: Pick<SubgraphContext, 'actor' | 'pubSub'>,
  form: FormRecord,
  change: FormChange,
  extra: { clientId?: string; paths?: readonly string[] } = {},
): void {
  // NOTIFY payloads stay under 7000 bytes: a huge save sends its first paths (clients re-read the form).
  const paths: string[] = [];
  let bytes = 0;
  for (const p of extra.paths ?? []) {
    bytes += p.length + 3;
    if (bytes > 5000) break;
    paths.push(p);
  }
  const payload: FormChangedPayload = {
    formId: form.id,
    workspaceId: form.workspaceId,
    change,
    version: form.version,
    status: form.status,
    by: actorRef(ctx.actor),
    clientId: extra.clientId ?? null,
    paths,
  };
  ctx.pubSub.publish(FORM_CHANGED, form.workspaceId, payload);
}
