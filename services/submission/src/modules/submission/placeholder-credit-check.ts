import type { Logger } from '@portico/service-kit';

/**
 * Takes one filing credit from the workspace. A PLACEHOLDER: billing does not exist yet, so this
 * always grants and only logs; issue 8's billing replaces it with the real debit (same call site,
 * inside createSubmission's transaction, so a refused credit files nothing).
 */
export class PlaceholderCreditCheck {
  constructor(private readonly logger: Logger) {}

  async takeOneCredit(request: { workspaceId: string; formId: string; submissionId: string }): Promise<void> {
    this.logger.info(
      { workspaceId: request.workspaceId, formId: request.formId, submissionId: request.submissionId },
      'credit taken by the placeholder check (always granted until billing replaces it)',
    );
  }
}
