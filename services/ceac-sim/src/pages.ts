// The CEAC application pages, derived from the shared DS-160 definition (ADR 0012): each
// section's CEAC nodes in order, and each node's fields are the fields whose mapping names it.
// Nothing here lists fields by hand; only the captions CEAC shows for a node are data here.
import {
  DS160_SECTIONS,
  sectionApplies,
  type FieldDefinition,
  type FormAnswers,
  type SectionKey,
} from '@portico/shared-types';

export interface CeacPage {
  node: string;
  section: SectionKey;
  caption: string;
  path: string;
  fields: readonly FieldDefinition[];
}

/** Captions of the sidebar and of the "Back: …" / "Next: …" buttons (ds160-field-inventory). */
const CAPTIONS: Record<string, string> = {
  Personal1: 'Personal 1',
  Personal2: 'Personal 2',
  Travel: 'Travel',
  TravelCompanions: 'Travel Companions',
  PreviousUSTravel: 'Previous U.S. Travel',
  AddressPhone: 'Address and Phone',
  PptVisa: 'Passport',
  USContact: 'U.S. Contact',
  Relatives: 'Family: Relatives',
  Spouse: 'Family: Spouse',
  PrevSpouse: 'Family: Former Spouse',
  DeceasedSpouse: 'Family: Deceased Spouse',
  WorkEducation1: 'Work/Education: Present',
  WorkEducation2: 'Work/Education: Previous',
  WorkEducation3: 'Work/Education: Additional',
  SecurityandBackground1: 'Security/Background Part 1',
  SecurityandBackground2: 'Security/Background Part 2',
  SecurityandBackground3: 'Security/Background Part 3',
  SecurityandBackground4: 'Security/Background Part 4',
  SecurityandBackground5: 'Security/Background Part 5',
  ExchangeVisitor2: 'Additional Point of Contact',
  ExchangeVisitor3: 'SEVIS',
  TemporaryWork: 'Temporary Work Visa',
};

/** complete_<file>.aspx per node (CEAC groups several nodes under one page file). */
function pageFile(node: string): string {
  if (node.startsWith('Personal')) return 'complete_personal';
  if (node.startsWith('SecurityandBackground')) return 'complete_securityandbackground';
  if (node.startsWith('WorkEducation')) return 'complete_workeducation';
  return `complete_${node.toLowerCase()}`;
}

export const ALL_PAGES: readonly CeacPage[] = DS160_SECTIONS.flatMap((section) =>
  section.ceacPages.map((node) => ({
    node,
    section: section.key,
    caption: CAPTIONS[node] ?? node,
    path: `/GenNIV/General/complete/${pageFile(node)}.aspx?node=${node}`,
    fields: section.fields.filter((f) => f.ceac?.page === node),
  })),
);

/** The pages of this application in CEAC order (class and spouse pages by the answers). */
export function applicablePages(answers: FormAnswers): CeacPage[] {
  return ALL_PAGES.filter((page) => sectionApplies(page.section, answers));
}

export function findPage(node: string): CeacPage | undefined {
  return ALL_PAGES.find((p) => p.node === node);
}
