// Storage of applications. In memory behind an interface (ADR 0018): a simulator restart is a
// CEAC outage, and tests compare what was filed through the test hooks.

/** Values of one CEAC page keyed by element id (radio lists by the list's id, boxes 'on'). */
export type PageValues = Record<string, string>;

export interface PageRecord {
  values: PageValues;
  savedAt: number;
  /** Passed Next's validation at least once (unlocks the following page). */
  completed: boolean;
}

export interface FilingEvent {
  at: number;
  node: string;
  /** Save, Next, or a partial postback (an UpdatePanel's control changed; nothing is saved by it). */
  action: 'save' | 'next' | 'partialPostback';
  /** A partial postback's UpdatePanel and the control that posted it back (unique ids, `$`). */
  panel?: string;
  target?: string;
}

/** The last photo uploaded to the photo tool (accepted or not). */
export interface PhotoRecord {
  accepted: boolean;
  /** Size of the uploaded file in bytes. */
  bytes: number;
  sha256: string;
  /** The uploaded file, base64 (the record keeps the photo itself). */
  base64: string;
  width: number | null;
  height: number | null;
  /** The photo tool's rejection message, when not accepted. */
  error: string | null;
}

export interface PreparerRecord {
  surname: string | null;
  givenName: string | null;
  organization: string | null;
  address: {
    line1: string;
    line2: string | null;
    city: string;
    state: string | null;
    zipCode: string | null;
    country: string;
  };
  relationship: string;
}

export interface ApplicationRecord {
  applicationId: string;
  location: string;
  createdAt: number;
  securityQuestion?: string;
  securityAnswer?: string;
  pages: Record<string, PageRecord>;
  events: FilingEvent[];
  /** Last upload to the photo tool; null/undefined when none was attempted. */
  photo?: PhotoRecord | null;
  /** How the photo step was left: with the accepted photo or without one. */
  photoChoice?: 'photo' | 'none';
  /** Next on Confirm Photo was clicked (unlocks the review). */
  photoConfirmed?: boolean;
  /** Review nodes passed with Next, in order. */
  reviewed?: string[];
  fgmcCertified?: boolean;
  preparer?: PreparerRecord | null;
  signed?: boolean;
  submittedAt?: number;
  confirmationNumber?: string;
  /**
   * The accepted Sign and Submit postback: when it arrived (wall clock, ISO), from which CEAC session
   * (ASP.NET_SessionId) and browser (User-Agent), so a test can tell whose click it was.
   */
  signPostback?: { at: string; session: string; userAgent: string };
  /** How many times Sign and Submit was accepted (a faithful CEAC never lets it pass 1). */
  submitCount?: number;
  /** Addresses the confirmation was e-mailed to. */
  emails?: string[];
}

export interface ApplicationStore {
  create(record: ApplicationRecord): void;
  get(applicationId: string): ApplicationRecord | undefined;
  update(applicationId: string, change: (record: ApplicationRecord) => void): ApplicationRecord;
  all(): ApplicationRecord[];
  clear(): void;
}

export class InMemoryApplicationStore implements ApplicationStore {
  private readonly records = new Map<string, ApplicationRecord>();

  create(record: ApplicationRecord): void {
    if (this.records.has(record.applicationId)) throw new Error('Application ID already exists');
    this.records.set(record.applicationId, structuredClone(record));
  }

  get(applicationId: string): ApplicationRecord | undefined {
    const record = this.records.get(applicationId);
    return record ? structuredClone(record) : undefined;
  }

  update(applicationId: string, change: (record: ApplicationRecord) => void): ApplicationRecord {
    const record = this.records.get(applicationId);
    if (!record) throw new Error('Unknown application');
    const copy = structuredClone(record);
    change(copy);
    this.records.set(applicationId, copy);
    return structuredClone(copy);
  }

  all(): ApplicationRecord[] {
    return [...this.records.values()].map((r) => structuredClone(r));
  }

  clear(): void {
    this.records.clear();
  }
}
