// Where the definition differs from the CEAC field inventory (shared/spec/ds160-field-inventory.csv),
// each difference with its reason: the one reviewed allow-list (docs/adr/0040). The differential
// test (test/inventory-differences.spec.ts) compares every inventory control with the definition
// (id, field key, kind, options, max length, character set, required flag, reveal condition,
// repeater, repeater cap and minimum count, Does-Not-Apply box) and fails on a difference that is
// not listed here, and on an entry whose difference no longer exists. `inventory` and `definition`
// are the two sides as the test prints them, so an entry stops matching when either side changes.
//
// Where the inventory is CEAC's truth and the definition was wrong, the definition was changed;
// what is left is a product choice or a place where the inventory itself is unsure.

export type InventoryAspect =
  | 'absent'
  | 'id'
  | 'key'
  | 'kind'
  | 'options'
  | 'maxLength'
  | 'charset'
  | 'required'
  | 'reveal'
  | 'repeater'
  | 'repeaterCap'
  | 'minItems'
  | 'companion'
  | 'notInInventory';

export type DifferenceCategory =
  /** A control that is not an answer: Back/Save/Next, help icons. The robot drives them. */
  | 'notAnAnswer'
  /** An "Add Another" button whose id was not captured; the robot finds it by CEAC's id pattern. */
  | 'buttonByPattern'
  /** The inventory states the reveal in words; the definition encodes what the words say. */
  | 'revealInWords'
  /** The inventory infers a reveal it could not confirm; the definition asks the question always. */
  | 'askedAlways'
  /** A product decision recorded in an ADR. */
  | 'productDecision'
  /** A format stricter than CEAC's character set: every value it allows, CEAC takes. */
  | 'stricterFormat'
  /** The inventory's flag contradicts its own note or the facts; the definition follows the note. */
  | 'inventoryNote'
  /** The inventory leaves the rule unresolved; ds160-facts settles it, and the definition follows. */
  | 'settledByFacts';

export interface InventoryDifference {
  /** The inventory's page node. */
  page: string;
  /** The inventory's field key (for `notInInventory`: the definition's section and key). */
  fieldKey: string;
  aspect: InventoryAspect;
  /** What the inventory says, as the test prints it. */
  inventory: string;
  /** What the definition says, as the test prints it. */
  definition: string;
  category: DifferenceCategory;
  reason: string;
}

type Sides = Pick<InventoryDifference, 'aspect' | 'inventory' | 'definition'>;

/** The same difference on several controls of one page. */
function each(
  page: string,
  fieldKeys: readonly string[],
  sides: Sides,
  category: DifferenceCategory,
  reason: string,
): InventoryDifference[] {
  return fieldKeys.map((fieldKey) => ({ page, fieldKey, ...sides, category, reason }));
}

const ABSENT_BUTTON: Sides = { aspect: 'absent', inventory: 'button', definition: '—' };

const NAVIGATION = 'page navigation button (Back/Save/Next): the robot presses it, it is not an answer';

const PAGES_WITH_NAVIGATION: readonly [string, readonly string[]][] = [
  ['Personal1', ['back', 'save', 'next']],
  ['Personal2', ['back', 'save', 'next']],
  ['Travel', ['back', 'save', 'next']],
  ['TravelCompanions', ['back', 'save', 'next']],
  ['PreviousUSTravel', ['back', 'save', 'next']],
  ['SecurityandBackground1', ['navBack', 'navSave', 'navNext']],
  ['SecurityandBackground2', ['navBack', 'navSave', 'navNext']],
  ['SecurityandBackground3', ['navBack', 'navSave', 'navNext']],
  ['SecurityandBackground4', ['navBack', 'navSave', 'navNext']],
  ['SecurityandBackground5', ['navBack', 'navSave', 'navNext']],
  ['ExchangeVisitor2', ['navBack', 'navSave', 'navNext']],
  ['ExchangeVisitor3', ['navBack', 'navSave', 'navNext']],
  ['TemporaryWork', ['navBack', 'navSave', 'navNext']],
  ['CrewVisa', ['navNext']],
];

const ADD_BUTTONS_WITHOUT_ID: readonly [string, string][] = [
  ['AddressPhone', 'otherEmails[].addAnother'],
  ['AddressPhone', 'additionalSocialMedia[].addAnother'],
  ['PptVisa', 'lostPassports[].addAnother'],
  ['Relatives', 'immediateRelatives[].addAnother'],
  ['WorkEducation3', 'countriesVisited[].addAnother'],
  ['WorkEducation3', 'organizations[].addAnother'],
  ['WorkEducation3', 'militaryService[].addAnother'],
];

const PETITION_CLASSES =
  'visaPurposePage.tripPurposes[].purposeSpecify in CW1-CW1,E2C-E2C,H1B-H1B,H1B1-CHL,H1B1-SGP,H1C-NR,H2A-AG,H2B-NA,H3-TR,L1-L1,O1-EX,O2-AL,P1-P1,P2-P2,P3-P3,Q1-Q1,R1-R1';
const DERIVATIVE_CLASSES =
  'visaPurposePage.tripPurposes[].purposeSpecify in F2-CH,F2-SP,H4-CH,H4-SP,J2-CH,J2-SP,L2-CH,L2-SP,M2-CH,M2-SP,O3-CH,O3-SP,P4-CH,P4-SP,R2-CH,R2-SP';
const OFFICIAL_CLASSES = 'visaPurposePage.tripPurposes[].purposeOfTrip in A,G,NATO';

const SPOUSE = 'personalP1.maritalStatus in C,M,P';
const SPOUSE_OR_SEPARATED = 'personalP1.maritalStatus in C,L,M,P';
const SPOUSE_ADDRESS = 'spouseInfoPage.spouseAddressType in O';

const ASKED_ALWAYS =
  'the inventory infers that CEAC shows this question only to some applicants (absent from a first-time J1 capture) but could not confirm the condition; the questionnaire asks it of everyone, and the robot skips a planned No on a page where CEAC does not show it (a Yes there stops the filing, naming the question)';

const PAYER_BY_TYPE = (types: string) =>
  `((visaPurposePage.payer.addressSameAsApplicant in N and visaPurposePage.tripPayer in O) or visaPurposePage.tripPayer in ${types})`;

const PAYER_COMPANY =
  "the inventory marks the company block for P (present employer) and U (employer in the U.S.) UNRESOLVED (some tools fill it for P and U, others show nothing); ds160-facts §2.3 settles it: 'C/P/U → company name, phone, relationship, address'. Before, P and U revealed nothing (issue 17)";

const US_ZIP =
  "U.S. ZIP format (5 digits, or 5+4 with a hyphen, ds160-facts §2.6): a subset of CEAC's address characters, so every value the questionnaire accepts CEAC takes, and a typo is caught before filing";

export const INVENTORY_DIFFERENCES: readonly InventoryDifference[] = [
  ...PAGES_WITH_NAVIGATION.flatMap(([page, keys]) =>
    each(page, keys, ABSENT_BUTTON, 'notAnAnswer', NAVIGATION),
  ),
  ...each(
    'Personal1',
    ['maritalStatusHelp', 'birthDateHelp'],
    { aspect: 'absent', inventory: 'image', definition: '—' },
    'notAnAnswer',
    'help icon: opens CEAC help, holds no answer',
  ),
  ...ADD_BUTTONS_WITHOUT_ID.flatMap(([page, key]) =>
    each(
      page,
      [key],
      ABSENT_BUTTON,
      'buttonByPattern',
      "the inventory has no id for this Add Another button; the robot presses the one CEAC's pattern names (<list>_ctlNN_InsertButton…)",
    ),
  ),
  {
    page: 'Travel',
    fieldKey: 'tripPurposes[].petitionNumber',
    aspect: 'reveal',
    inventory:
      '"tripPurposes[].purposeSpecify is a petition-based principal class (e.g. H1B-H1B, H1C-NR, H2A-AG, H2B-NA, H3-TR; tools also cite L1, O1/O2, P, Q, R)"',
    definition: PETITION_CLASSES,
    category: 'revealInWords',
    reason:
      'the inventory names the classes by example; the definition lists the petition-based principal classes of ds160-facts §2.2 (H, L, O, P, Q, R, CW1, E2C: the I-129 classes)',
  },
  ...each(
    'Travel',
    ['tripPurposes[].principalSurname'],
    {
      aspect: 'reveal',
      inventory:
        '"tripPurposes[].purposeSpecify is a derivative class (e.g. F2-*, J2-*, M2-*, H4-*, L2-*, O3-*, P4-*, R2-*)"',
      definition: DERIVATIVE_CLASSES,
    },
    'revealInWords',
    "the inventory's derivative families expanded to CEAC's sub-class codes (ds160-facts §4)",
  ),
  ...each(
    'Travel',
    ['tripPurposes[].principalGivenName'],
    {
      aspect: 'reveal',
      inventory: '"tripPurposes[].purposeSpecify is a derivative class (see principalSurname)"',
      definition: DERIVATIVE_CLASSES,
    },
    'revealInWords',
    "the inventory's derivative families expanded to CEAC's sub-class codes (ds160-facts §4)",
  ),
  ...each(
    'Travel',
    ['missionOrg.name'],
    {
      aspect: 'reveal',
      inventory: '"purposeOfTrip in official classes (A, G, NATO?); TRIGGER UNVERIFIED"',
      definition: OFFICIAL_CLASSES,
    },
    'revealInWords',
    'the official classes the inventory names (A, G, NATO); its trigger is unverified, the definition takes it as written',
  ),
  ...each(
    'Travel',
    [
      'missionOrg.contactSurname',
      'missionOrg.contactGivenName',
      'missionOrg.address.line1',
      'missionOrg.address.line2',
      'missionOrg.address.city',
      'missionOrg.address.state',
      'missionOrg.address.zip',
      'missionOrg.phone',
    ],
    { aspect: 'reveal', inventory: '"same as missionOrg.name"', definition: OFFICIAL_CLASSES },
    'revealInWords',
    'same reveal as the mission name, whose trigger the inventory gives in words',
  ),
  ...each(
    'Spouse',
    [
      'spouseSurname',
      'spouseGivenName',
      'spouseDOB.day',
      'spouseDOB.month',
      'spouseDOB.year',
      'spouseOriginCountry',
      'spouseBirthCity',
      'spouseBirthCountry',
      'spouseAddressType',
    ],
    { aspect: 'reveal', inventory: SPOUSE, definition: SPOUSE_OR_SEPARATED },
    'productDecision',
    'legally separated (L) shows the spouse page: the marriage still exists; the inventory lists L as unknown (ADR 0012)',
  ),
  ...each(
    'Spouse',
    [
      'spouseAddress.line1',
      'spouseAddress.line2',
      'spouseAddress.city',
      'spouseAddress.state',
      'spouseAddress.zipCode',
      'spouseAddress.country',
    ],
    {
      aspect: 'reveal',
      inventory: `(${SPOUSE} and ${SPOUSE_ADDRESS})`,
      definition: `(${SPOUSE_OR_SEPARATED} and ${SPOUSE_ADDRESS})`,
    },
    'productDecision',
    'legally separated (L) shows the spouse page: the marriage still exists; the inventory lists L as unknown (ADR 0012)',
  ),
  ...each(
    'WorkEducation2',
    ['educationInstitutions[].startDate.day', 'educationInstitutions[].endDate.day'],
    { aspect: 'required', inventory: 'yes', definition: 'no' },
    'inventoryNote',
    "the row says conditional, its note says the day looks optional: CEAC's error for school dates is 'Month and Year are required' (ds160-facts §2.3, §2.16)",
  ),
  ...each(
    'SecurityandBackground4',
    ['hasBeenInRemovalHearing', 'hasFailedToAttendHearing', 'hasViolatedVisaTerms'],
    { aspect: 'reveal', inventory: '"hasVisitedUS=Y (inferred)"', definition: '—' },
    'askedAlways',
    ASKED_ALWAYS,
  ),
  ...each(
    'SecurityandBackground5',
    ['hasAttendedPublicSchoolWithoutReimbursement'],
    { aspect: 'reveal', inventory: '"hasVisitedUS=Y (inferred)"', definition: '—' },
    'askedAlways',
    ASKED_ALWAYS,
  ),
  ...each(
    'SecurityandBackground5',
    ['isFormerJVisitorWithUnmetResidency'],
    {
      aspect: 'reveal',
      inventory: '"unknown (possibly previous J status or hasUSVisa=Y)"',
      definition: '—',
    },
    'askedAlways',
    ASKED_ALWAYS,
  ),
  ...each(
    'Travel',
    ['payer.companyName', 'payer.companyRelation'],
    {
      aspect: 'reveal',
      inventory: 'visaPurposePage.tripPayer in C',
      definition: 'visaPurposePage.tripPayer in C,P,U',
    },
    'settledByFacts',
    PAYER_COMPANY,
  ),
  ...each(
    'Travel',
    ['payer.phone'],
    {
      aspect: 'reveal',
      inventory: 'visaPurposePage.tripPayer in C,O',
      definition: 'visaPurposePage.tripPayer in C,O,P,U',
    },
    'settledByFacts',
    PAYER_COMPANY,
  ),
  ...each(
    'Travel',
    [
      'payer.address.line1',
      'payer.address.line2',
      'payer.address.city',
      'payer.address.state',
      'payer.address.postalCode',
      'payer.address.country',
    ],
    { aspect: 'reveal', inventory: PAYER_BY_TYPE('C'), definition: PAYER_BY_TYPE('C,P,U') },
    'settledByFacts',
    PAYER_COMPANY,
  ),
  ...each(
    'ExchangeVisitor3',
    ['programNumber'],
    { aspect: 'charset', inventory: 'national-id', definition: 'programNumber' },
    'inventoryNote',
    "the row's national-id set has no hyphen, its own note says the number has hyphens ('e.g. P-3-05133 or G-7-12345 (letters, digits, hyphens)'): the definition takes the DS-2019's format, G or P, a digit and five digits with hyphens (issue 17: numbers with hyphens were refused)",
  ),
  ...each(
    'USContact',
    ['usContact.address.zipCode'],
    { aspect: 'charset', inventory: 'address', definition: 'digits' },
    'stricterFormat',
    US_ZIP,
  ),
  ...each(
    'ExchangeVisitor3',
    ['schoolAddress.zipCode'],
    { aspect: 'charset', inventory: 'address', definition: 'digits' },
    'stricterFormat',
    US_ZIP,
  ),
  ...each(
    'TemporaryWork',
    ['employer.address.zipCode'],
    { aspect: 'charset', inventory: 'address', definition: 'digits' },
    'stricterFormat',
    US_ZIP,
  ),
];

/** CEAC pages of the inventory the questionnaire does not ask: who handles each one. */
export const PAGES_OUTSIDE_THE_QUESTIONNAIRE: Readonly<Record<string, string>> = {
  Default:
    'start page: the robot chooses the interview post (asked with the trip, mapped to this page), the captcha goes to a person, the rest (start, retrieve, upload, tooltip language) is navigation',
  SecureQuestion: 'security question and privacy consent: set by the robot with the applicant',
  UploadPhoto: 'photo step: handled by the submission flow, not by answers',
  IdentixUpload: 'photo step: handled by the submission flow, not by answers',
  IdentixResult: 'photo step: handled by the submission flow, not by answers',
  ConfirmPhoto: 'photo step: handled by the submission flow, not by answers',
  SignCertify: 'sign page: the applicant signs personally (22 CFR 41.103)',
  Done: 'confirmation page: read by the robot, not answered',
  ReviewPersonal: 'review page: read, not answered',
  ReviewTravel: 'review page: read, not answered',
  ReviewUSContact: 'review page: read, not answered',
  ReviewFamily: 'review page: read, not answered',
  ReviewWorkEducation: 'review page: read, not answered',
  ReviewSecurity: 'review page: read, not answered',
  ReviewLocation: 'review page: read, not answered',
};
