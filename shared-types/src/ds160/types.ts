// Types of the DS-160 questionnaire definition and of the answers it describes.
// The definition (sections, fields, rules) is data; renderer, validation, translation
// and the CEAC robot all read it.

export const SECTION_KEYS = [
  'personalP1',
  'personalP2',
  'visaPurposePage',
  'travelCompanionsPage',
  'previousUsTravelPage',
  'addressAndPhonePage',
  'passportPage',
  'contactInfoPage',
  'familyInfoPage',
  'spouseInfoPage',
  'deceasedSpouseInfoPage',
  'presentOccupationPage',
  'previousOccupationPage',
  'additionalOccupationPage',
  'securityBackgroundPage1',
  'securityBackgroundPage2',
  'securityBackgroundPage3',
  'securityBackgroundPage4',
  'securityBackgroundPage5',
  'studentVisaPage1',
  'studentVisaPage2',
  'temporaryVisaPage',
  'crewVisaPage',
] as const;

export type SectionKey = (typeof SECTION_KEYS)[number];

/** Yes/No answers are stored with CEAC's radio values. */
export type YesNo = 'Y' | 'N';

/**
 * A CEAC date: day dropdown, month dropdown, 4-digit year box. Parts are numbers
 * (month 1-12); CEAC accepts some dates with only month and year, or only the year.
 */
export interface PartialDate {
  day?: number;
  month?: number;
  year?: number;
}

export type DatePart = 'day' | 'month' | 'year';

/** Plain JSON answer values. */
export type AnswerValue = string | number | boolean | null | PartialDate | AnswerObject | AnswerValue[];

export interface AnswerObject {
  [key: string]: AnswerValue | undefined;
}

/**
 * Answers of one section: nested plain objects following the dotted field keys
 * (`homeAddress.line1` is `{ homeAddress: { line1 } }`), repeaters as arrays of
 * objects (`otherNames[].surname` is `{ otherNames: [{ surname }] }`), dates as
 * {@link PartialDate}, yes/no as 'Y' | 'N', selects as the CEAC option code, and
 * companion boxes (Does Not Apply / Do Not Know / No Expiration) as booleans under the
 * companion's own key (see {@link Companion.key}, e.g. `nativeFullNameNa: true`).
 */
export type SectionAnswers = AnswerObject;

export type FormAnswers = Partial<Record<SectionKey, SectionAnswers>>;

export type FieldType = 'text' | 'textarea' | 'date' | 'yesNo' | 'select' | 'checkbox' | 'repeater';

/** CEAC character-set families (ds160-facts §2.6). */
export type Charset =
  | 'name'
  | 'organization'
  | 'address'
  | 'freeText'
  | 'digits'
  | 'nationalId'
  | 'email'
  | 'native';

/** Formats checked on top of the character set. */
export type FieldFormat =
  | 'phone'
  | 'usZip'
  | 'ssn'
  | 'telecode'
  | 'visaNumber'
  | 'petitionNumber'
  | 'sevisId'
  /** An exchange visitor program number as the DS-2019 prints it: P-3-05133, G-7-12345. */
  | 'programNumber'
  | 'year'
  /** A handle or URL: printable ASCII without spaces at the ends (underscores allowed). */
  | 'socialHandle';

export type TranslationKind = 'name' | 'address' | 'freeText' | 'enumerated' | 'none';

/**
 * Visibility conditions. A field path is a definition key of the same section unless
 * `section` is given. Inside a repeater item a path with `[]` refers to the same item;
 * from outside the repeater it is true when any item matches.
 */
export type Condition = FieldCondition | AllCondition | AnyCondition | NotCondition;

export interface FieldCondition {
  section?: SectionKey;
  field: string;
  equals?: string;
  in?: readonly string[];
  notIn?: readonly string[];
  /** true: the answer is present (non-empty). */
  isSet?: boolean;
}

export interface AllCondition {
  all: readonly Condition[];
}

export interface AnyCondition {
  any: readonly Condition[];
}

export interface NotCondition {
  not: Condition;
}

export type CompanionKind = 'doesNotApply' | 'doesNotApplyTechnology' | 'doNotKnow' | 'noExpiration';

/** The CEAC box paired with a field; ticked, it clears the field and makes it not required. */
export interface Companion {
  /** Answer key (same section, same repeater item) holding `true` when ticked. */
  key: string;
  kind: CompanionKind;
  labelMessageId: string;
  ceacId: string;
  /** The hidden `tbx…_NA` input CEAC pairs with the box, where known. */
  hiddenCeacId?: string;
}

export type CeacControlKind = 'text' | 'textarea' | 'select' | 'radio-yn' | 'checkbox';

export interface CeacControl {
  /** Full element id as observed (repeater index `ctl00` for the first item). */
  id: string;
  kind: CeacControlKind;
  /** For dates: which part; for the SSN: which box. */
  part?: DatePart | 'ssn1' | 'ssn2' | 'ssn3';
  /** Month option values differ by page (ds160-facts §2.1). */
  monthValues?: 'MMM' | 'numeric';
  /**
   * 'prefix': only the start of the id was observed (the crew page's job title: "the live id STARTS
   * with tbxJobTitle", inventory); the control is the one whose id begins with `id`.
   */
  idMatch?: 'prefix';
}

export interface CeacMapping {
  /** CEAC page node (`?node=`). */
  page: string;
  controls: readonly CeacControl[];
  notes?: string;
}

export interface RepeaterSpec {
  /** Maximum number of items; `capSource` says whether CEAC's cap is known. */
  cap: number;
  capSource: 'ceac' | 'default';
  minItems: number;
  ceacRepeaterId: string;
  addButtonId?: string;
  removeButtonId?: string;
}

export interface DateSpec {
  requiredParts: readonly DatePart[];
  /** Relative to the day of validation. */
  when?: 'past' | 'future';
}

export interface FieldMessages {
  label: string;
  help?: string;
  /** Overrides `ds160.error.required` for this field. */
  required?: string;
}

export interface FieldDefinition {
  /** Dotted key inside the section; `[]` marks a repeater item (`otherNames[].surname`). */
  key: string;
  type: FieldType;
  /** Required when visible (a ticked companion lifts it). */
  required: boolean;
  visibleWhen?: Condition;
  /** Reference list for selects (see `REFERENCE_LISTS`). */
  list?: ReferenceListName;
  /** For dependent lists: the field whose value filters this list (Purpose → Specify). */
  listFilteredBy?: string;
  maxLength?: number;
  charset?: Charset;
  format?: FieldFormat;
  date?: DateSpec;
  companion?: Companion;
  repeater?: RepeaterSpec;
  translation: TranslationKind;
  /** `null` only with `ceacReason`. */
  ceac: CeacMapping | null;
  ceacReason?: string;
  messages: FieldMessages;
  /** The answer is forced to `value` while `when` holds (birth in Mexico → no specific travel plans). */
  lockedWhen?: { when: Condition; value: string };
}

export interface SectionDefinition {
  key: SectionKey;
  /** CEAC page node(s) the section fills, in order. */
  ceacPages: readonly string[];
  titleMessageId: string;
  /** Absent: always applies. */
  appliesWhen?: Condition;
  fields: readonly FieldDefinition[];
}

export type ReferenceListName =
  | 'countries'
  | 'usStates'
  | 'visaClasses'
  | 'visaSubclasses'
  | 'genders'
  | 'maritalStatuses'
  | 'lengthOfStayUnits'
  | 'payerTypes'
  | 'payerRelationships'
  | 'companionRelationships'
  | 'socialMediaPlatforms'
  | 'passportTypes'
  | 'usContactRelationships'
  | 'usImmigrationStatuses'
  | 'immediateRelativeRelationships'
  | 'spouseAddressTypes'
  | 'occupations'
  | 'interviewPosts'
  | 'months';

export interface ReferenceOption {
  code: string;
  /** CEAC's English label. */
  label: string;
  /** Catalog id of the label, for short lists shown translated. */
  messageId?: string;
  /** For visa subclasses: the top-level class code. */
  parent?: string;
  /**
   * ISO 3166-1 alpha-2 code of the country the option names (countries), or of the label's country
   * part (interview posts): Intl names it in the reader's language (`referenceOptionLabel`).
   */
  region?: string;
  /** For interview posts: the city as CEAC writes it, shown after the country's name. */
  place?: string;
  /** The label in the other interface languages, for long lists Intl cannot name (US states, "STATELESS"). */
  names?: Readonly<Record<'es' | 'ru' | 'cn' | 'vi', string>>;
}

export type Severity = 'error' | 'warning';

/** Rules that involve more than one field, as data. */
export type CrossFieldRule =
  | {
      id: string;
      kind: 'dateOrder';
      earlier: FieldRef;
      later: FieldRef;
      /** Equal dates pass (a same-day trip). */
      allowEqual: boolean;
      /** Where the problem is shown. */
      reportOn: 'earlier' | 'later';
      messageId: string;
      severity: Severity;
    }
  | {
      id: string;
      kind: 'dateMonthsAfter';
      /** Reported here: must be at least `months` after the first visible of `after`. */
      field: FieldRef;
      after: readonly FieldRef[];
      /** When none of `after` is answered: at least `months` after the day of validation. */
      orAfterToday?: boolean;
      months: number;
      messageId: string;
      severity: Severity;
      /** For warnings: a stable code the API gives with it (`PASSPORT_VALIDITY`). */
      code?: string;
    }
  | {
      id: string;
      /**
       * The answer of a repeater item (`field`) differs from the answers of `others` and from the
       * same answer of the items before it (CEAC's duplicate checks: csvDupNation, csvDupPermRes).
       */
      kind: 'notRepeated';
      field: FieldRef;
      others: readonly FieldRef[];
      messageId: string;
      severity: Severity;
    }
  | {
      id: string;
      kind: 'aliasNotName' | 'usContactOrganizationRelationship' | 'usContactNameOrOrganization';
      field: FieldRef;
      messageId: string;
      severity: Severity;
    };

export interface FieldRef {
  section: SectionKey;
  field: string;
}

export type SectionStatusValue = 'notStarted' | 'inProgress' | 'completed';

export interface SectionStatus {
  section: SectionKey;
  status: SectionStatusValue;
  /** Visible questions with an answer (or a ticked companion). */
  questionsAnswered: number;
  /** Visible questions (repeater questions count once per item). */
  questionsVisible: number;
}

export interface FormProblem {
  section: SectionKey;
  /** Answer path with item indexes, e.g. `otherNames.0.surname`. */
  field: string;
  messageId: string;
}

/** Something worth knowing that never blocks: a warning on one answer. */
export interface FormWarning extends FormProblem {
  /** Stable code of the rule (`PASSPORT_VALIDITY`). */
  code: string;
}

export interface FormReadiness {
  /** True when there is no error (warnings do not block). */
  ready: boolean;
  problems: FormProblem[];
  warnings: FormWarning[];
}

/**
 * 'english' (default): CEAC's English-only rules, what the robot may send. 'native': the client's
 * originals, where text of translation kinds name, address and free text may be in any script
 * (required, length, formats and dates still apply).
 */
export type ScriptMode = 'english' | 'native';

export const SCRIPT_MODES: readonly ScriptMode[] = ['english', 'native'];

export interface ValidationOptions {
  /** The day to judge past/future dates against (default: now). */
  today?: Date;
  /** Which character rules apply to text answers (default 'english'). */
  script?: ScriptMode;
}
