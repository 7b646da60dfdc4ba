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
  action: 'save' | 'next';
}

export interface ApplicationRecord {
  applicationId: string;
  location: string;
  createdAt: number;
  securityQuestion?: string;
  securityAnswer?: string;
  pages: Record<string, PageRecord>;
  events: FilingEvent[];
}

export interface ApplicationStore {
  create(record: ApplicationRecord): void;
  get(applicationId: string): ApplicationRecord | undefined;
  update(applicationId: string, change: (record: ApplicationRecord) => void): ApplicationRecord;
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
}
