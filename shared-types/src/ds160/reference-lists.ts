// Reference lists with CEAC option codes (ds160-facts §2.3, §2.7, §4; field inventory).
// Short lists carry a catalog id so the renderer can show them translated; countries and posts an
// ISO region Intl names, US states and visa classes their names (option-labels.ts). Visa sub-classes
// keep CEAC's English.
import { COUNTRIES } from './countries';
import { INTERVIEW_POSTS } from './interview-posts';
import type { ReferenceListName, ReferenceOption } from './types';
import { VISA_CLASSES, VISA_SUBCLASSES } from './visa-classes';

export { COUNTRIES } from './countries';
export { INTERVIEW_POSTS } from './interview-posts';
export { VISA_CLASSES, VISA_SUBCLASSES } from './visa-classes';

export const GENDERS: readonly ReferenceOption[] = [
  { code: 'M', label: 'MALE', messageId: 'ds160.option.genders.m' },
  { code: 'F', label: 'FEMALE', messageId: 'ds160.option.genders.f' },
];

export const MARITAL_STATUSES: readonly ReferenceOption[] = [
  { code: 'M', label: 'MARRIED', messageId: 'ds160.option.maritalStatuses.m' },
  { code: 'C', label: 'COMMON LAW MARRIAGE', messageId: 'ds160.option.maritalStatuses.c' },
  { code: 'P', label: 'CIVIL UNION/DOMESTIC PARTNERSHIP', messageId: 'ds160.option.maritalStatuses.p' },
  { code: 'S', label: 'SINGLE', messageId: 'ds160.option.maritalStatuses.s' },
  { code: 'W', label: 'WIDOWED', messageId: 'ds160.option.maritalStatuses.w' },
  { code: 'D', label: 'DIVORCED', messageId: 'ds160.option.maritalStatuses.d' },
  { code: 'L', label: 'LEGALLY SEPARATED', messageId: 'ds160.option.maritalStatuses.l' },
  { code: 'O', label: 'OTHER', messageId: 'ds160.option.maritalStatuses.o' },
];

export const LENGTH_OF_STAY_UNITS: readonly ReferenceOption[] = [
  { code: 'Y', label: 'YEAR(S)', messageId: 'ds160.option.lengthOfStayUnits.y' },
  { code: 'M', label: 'MONTH(S)', messageId: 'ds160.option.lengthOfStayUnits.m' },
  { code: 'W', label: 'WEEK(S)', messageId: 'ds160.option.lengthOfStayUnits.w' },
  { code: 'D', label: 'DAY(S)', messageId: 'ds160.option.lengthOfStayUnits.d' },
  { code: 'H', label: 'LESS THAN 24 HOURS', messageId: 'ds160.option.lengthOfStayUnits.h' },
];

export const PAYER_TYPES: readonly ReferenceOption[] = [
  { code: 'S', label: 'SELF', messageId: 'ds160.option.payerTypes.s' },
  { code: 'O', label: 'OTHER PERSON', messageId: 'ds160.option.payerTypes.o' },
  { code: 'P', label: 'PRESENT EMPLOYER', messageId: 'ds160.option.payerTypes.p' },
  { code: 'U', label: 'EMPLOYER IN THE U.S.', messageId: 'ds160.option.payerTypes.u' },
  { code: 'C', label: 'OTHER COMPANY/ORGANIZATION', messageId: 'ds160.option.payerTypes.c' },
];

export const PAYER_RELATIONSHIPS: readonly ReferenceOption[] = [
  { code: 'C', label: 'CHILD', messageId: 'ds160.option.payerRelationships.c' },
  { code: 'P', label: 'PARENT', messageId: 'ds160.option.payerRelationships.p' },
  { code: 'S', label: 'SPOUSE', messageId: 'ds160.option.payerRelationships.s' },
  { code: 'R', label: 'OTHER RELATIVE', messageId: 'ds160.option.payerRelationships.r' },
  { code: 'F', label: 'FRIEND', messageId: 'ds160.option.payerRelationships.f' },
  { code: 'O', label: 'OTHER', messageId: 'ds160.option.payerRelationships.o' },
];

export const COMPANION_RELATIONSHIPS: readonly ReferenceOption[] = [
  { code: 'P', label: 'PARENT', messageId: 'ds160.option.companionRelationships.p' },
  { code: 'S', label: 'SPOUSE', messageId: 'ds160.option.companionRelationships.s' },
  { code: 'C', label: 'CHILD', messageId: 'ds160.option.companionRelationships.c' },
  { code: 'R', label: 'OTHER RELATIVE', messageId: 'ds160.option.companionRelationships.r' },
  { code: 'F', label: 'FRIEND', messageId: 'ds160.option.companionRelationships.f' },
  { code: 'B', label: 'BUSINESS ASSOCIATE', messageId: 'ds160.option.companionRelationships.b' },
  { code: 'O', label: 'OTHER', messageId: 'ds160.option.companionRelationships.o' },
];

export const SOCIAL_MEDIA_PLATFORMS: readonly ReferenceOption[] = [
  { code: 'ASKF', label: 'ASK.FM', messageId: 'ds160.option.socialMediaPlatforms.askf' },
  { code: 'DUBN', label: 'DOUBAN', messageId: 'ds160.option.socialMediaPlatforms.dubn' },
  { code: 'FCBK', label: 'FACEBOOK', messageId: 'ds160.option.socialMediaPlatforms.fcbk' },
  { code: 'FLKR', label: 'FLICKR', messageId: 'ds160.option.socialMediaPlatforms.flkr' },
  { code: 'GOGL', label: 'GOOGLE+', messageId: 'ds160.option.socialMediaPlatforms.gogl' },
  { code: 'INST', label: 'INSTAGRAM', messageId: 'ds160.option.socialMediaPlatforms.inst' },
  { code: 'LINK', label: 'LINKEDIN', messageId: 'ds160.option.socialMediaPlatforms.link' },
  { code: 'MYSP', label: 'MYSPACE', messageId: 'ds160.option.socialMediaPlatforms.mysp' },
  { code: 'PTST', label: 'PINTEREST', messageId: 'ds160.option.socialMediaPlatforms.ptst' },
  { code: 'QZNE', label: 'QZONE (QQ)', messageId: 'ds160.option.socialMediaPlatforms.qzne' },
  { code: 'RDDT', label: 'REDDIT', messageId: 'ds160.option.socialMediaPlatforms.rddt' },
  { code: 'SWBO', label: 'SINA WEIBO', messageId: 'ds160.option.socialMediaPlatforms.swbo' },
  { code: 'TWBO', label: 'TENCENT WEIBO', messageId: 'ds160.option.socialMediaPlatforms.twbo' },
  { code: 'TUMB', label: 'TUMBLR', messageId: 'ds160.option.socialMediaPlatforms.tumb' },
  { code: 'TWIT', label: 'TWITTER', messageId: 'ds160.option.socialMediaPlatforms.twit' },
  { code: 'TWOO', label: 'TWOO', messageId: 'ds160.option.socialMediaPlatforms.twoo' },
  { code: 'VINE', label: 'VINE', messageId: 'ds160.option.socialMediaPlatforms.vine' },
  { code: 'VKON', label: 'VKONTAKTE (VK)', messageId: 'ds160.option.socialMediaPlatforms.vkon' },
  { code: 'YUKU', label: 'YOUKU', messageId: 'ds160.option.socialMediaPlatforms.yuku' },
  { code: 'YTUB', label: 'YOUTUBE', messageId: 'ds160.option.socialMediaPlatforms.ytub' },
  { code: 'NONE', label: 'NONE', messageId: 'ds160.option.socialMediaPlatforms.none' },
];

export const PASSPORT_TYPES: readonly ReferenceOption[] = [
  { code: 'R', label: 'REGULAR', messageId: 'ds160.option.passportTypes.r' },
  { code: 'O', label: 'OFFICIAL', messageId: 'ds160.option.passportTypes.o' },
  { code: 'D', label: 'DIPLOMATIC', messageId: 'ds160.option.passportTypes.d' },
  { code: 'L', label: 'LAISSEZ-PASSER', messageId: 'ds160.option.passportTypes.l' },
  { code: 'T', label: 'OTHER', messageId: 'ds160.option.passportTypes.t' },
];

export const US_CONTACT_RELATIONSHIPS: readonly ReferenceOption[] = [
  { code: 'R', label: 'RELATIVE', messageId: 'ds160.option.usContactRelationships.r' },
  { code: 'S', label: 'SPOUSE', messageId: 'ds160.option.usContactRelationships.s' },
  { code: 'C', label: 'FRIEND', messageId: 'ds160.option.usContactRelationships.c' },
  { code: 'B', label: 'BUSINESS ASSOCIATE', messageId: 'ds160.option.usContactRelationships.b' },
  { code: 'P', label: 'EMPLOYER', messageId: 'ds160.option.usContactRelationships.p' },
  { code: 'H', label: 'SCHOOL OFFICIAL', messageId: 'ds160.option.usContactRelationships.h' },
  { code: 'O', label: 'OTHER', messageId: 'ds160.option.usContactRelationships.o' },
];

export const US_IMMIGRATION_STATUSES: readonly ReferenceOption[] = [
  { code: 'S', label: 'U.S. CITIZEN', messageId: 'ds160.option.usImmigrationStatuses.s' },
  {
    code: 'C',
    label: 'U.S. LEGAL PERMANENT RESIDENT (LPR)',
    messageId: 'ds160.option.usImmigrationStatuses.c',
  },
  { code: 'P', label: 'NONIMMIGRANT', messageId: 'ds160.option.usImmigrationStatuses.p' },
  { code: 'O', label: "OTHER/I DON'T KNOW", messageId: 'ds160.option.usImmigrationStatuses.o' },
];

export const IMMEDIATE_RELATIVE_RELATIONSHIPS: readonly ReferenceOption[] = [
  { code: 'S', label: 'SPOUSE', messageId: 'ds160.option.immediateRelativeRelationships.s' },
  { code: 'F', label: 'FIANCÉ/FIANCÉE', messageId: 'ds160.option.immediateRelativeRelationships.f' },
  { code: 'C', label: 'CHILD', messageId: 'ds160.option.immediateRelativeRelationships.c' },
  { code: 'B', label: 'SIBLING', messageId: 'ds160.option.immediateRelativeRelationships.b' },
];

export const SPOUSE_ADDRESS_TYPES: readonly ReferenceOption[] = [
  { code: 'H', label: 'SAME AS HOME ADDRESS', messageId: 'ds160.option.spouseAddressTypes.h' },
  { code: 'M', label: 'SAME AS MAILING ADDRESS', messageId: 'ds160.option.spouseAddressTypes.m' },
  { code: 'U', label: 'SAME AS U.S. CONTACT ADDRESS', messageId: 'ds160.option.spouseAddressTypes.u' },
  { code: 'D', label: 'DO NOT KNOW', messageId: 'ds160.option.spouseAddressTypes.d' },
  { code: 'O', label: 'OTHER (SPECIFY ADDRESS)', messageId: 'ds160.option.spouseAddressTypes.o' },
];

export const OCCUPATIONS: readonly ReferenceOption[] = [
  { code: 'A', label: 'AGRICULTURE', messageId: 'ds160.option.occupations.a' },
  { code: 'AP', label: 'ARTIST/PERFORMER', messageId: 'ds160.option.occupations.ap' },
  { code: 'B', label: 'BUSINESS', messageId: 'ds160.option.occupations.b' },
  { code: 'CM', label: 'COMMUNICATIONS', messageId: 'ds160.option.occupations.cm' },
  { code: 'CS', label: 'COMPUTER SCIENCE', messageId: 'ds160.option.occupations.cs' },
  { code: 'C', label: 'CULINARY/FOOD SERVICES', messageId: 'ds160.option.occupations.c' },
  { code: 'ED', label: 'EDUCATION', messageId: 'ds160.option.occupations.ed' },
  { code: 'EN', label: 'ENGINEERING', messageId: 'ds160.option.occupations.en' },
  { code: 'G', label: 'GOVERNMENT', messageId: 'ds160.option.occupations.g' },
  { code: 'H', label: 'HOMEMAKER', messageId: 'ds160.option.occupations.h' },
  { code: 'LP', label: 'LEGAL PROFESSION', messageId: 'ds160.option.occupations.lp' },
  { code: 'MH', label: 'MEDICAL/HEALTH', messageId: 'ds160.option.occupations.mh' },
  { code: 'M', label: 'MILITARY', messageId: 'ds160.option.occupations.m' },
  { code: 'NS', label: 'NATURAL SCIENCE', messageId: 'ds160.option.occupations.ns' },
  { code: 'N', label: 'NOT EMPLOYED', messageId: 'ds160.option.occupations.n' },
  { code: 'PS', label: 'PHYSICAL SCIENCES', messageId: 'ds160.option.occupations.ps' },
  { code: 'RV', label: 'RELIGIOUS VOCATION', messageId: 'ds160.option.occupations.rv' },
  { code: 'R', label: 'RESEARCH', messageId: 'ds160.option.occupations.r' },
  { code: 'RT', label: 'RETIRED', messageId: 'ds160.option.occupations.rt' },
  { code: 'SS', label: 'SOCIAL SCIENCE', messageId: 'ds160.option.occupations.ss' },
  { code: 'S', label: 'STUDENT', messageId: 'ds160.option.occupations.s' },
  { code: 'O', label: 'OTHER', messageId: 'ds160.option.occupations.o' },
];

export const MONTHS: readonly ReferenceOption[] = [
  { code: '1', label: 'JAN', messageId: 'ds160.option.months.jan' },
  { code: '2', label: 'FEB', messageId: 'ds160.option.months.feb' },
  { code: '3', label: 'MAR', messageId: 'ds160.option.months.mar' },
  { code: '4', label: 'APR', messageId: 'ds160.option.months.apr' },
  { code: '5', label: 'MAY', messageId: 'ds160.option.months.may' },
  { code: '6', label: 'JUN', messageId: 'ds160.option.months.jun' },
  { code: '7', label: 'JUL', messageId: 'ds160.option.months.jul' },
  { code: '8', label: 'AUG', messageId: 'ds160.option.months.aug' },
  { code: '9', label: 'SEP', messageId: 'ds160.option.months.sep' },
  { code: '10', label: 'OCT', messageId: 'ds160.option.months.oct' },
  { code: '11', label: 'NOV', messageId: 'ds160.option.months.nov' },
  { code: '12', label: 'DEC', messageId: 'ds160.option.months.dec' },
];

export const US_STATES: readonly ReferenceOption[] = [
  { code: 'AL', label: 'ALABAMA', names: { es: 'Alabama', ru: 'Алабама', cn: '阿拉巴马州', vi: 'Alabama' } },
  { code: 'AK', label: 'ALASKA', names: { es: 'Alaska', ru: 'Аляска', cn: '阿拉斯加州', vi: 'Alaska' } },
  {
    code: 'AS',
    label: 'AMERICAN SAMOA',
    names: { es: 'Samoa Americana', ru: 'Американское Самоа', cn: '美属萨摩亚', vi: 'Samoa thuộc Mỹ' },
  },
  { code: 'AZ', label: 'ARIZONA', names: { es: 'Arizona', ru: 'Аризона', cn: '亚利桑那州', vi: 'Arizona' } },
  {
    code: 'AR',
    label: 'ARKANSAS',
    names: { es: 'Arkansas', ru: 'Арканзас', cn: '阿肯色州', vi: 'Arkansas' },
  },
  {
    code: 'CA',
    label: 'CALIFORNIA',
    names: { es: 'California', ru: 'Калифорния', cn: '加利福尼亚州', vi: 'California' },
  },
  {
    code: 'CO',
    label: 'COLORADO',
    names: { es: 'Colorado', ru: 'Колорадо', cn: '科罗拉多州', vi: 'Colorado' },
  },
  {
    code: 'CT',
    label: 'CONNECTICUT',
    names: { es: 'Connecticut', ru: 'Коннектикут', cn: '康涅狄格州', vi: 'Connecticut' },
  },
  { code: 'DE', label: 'DELAWARE', names: { es: 'Delaware', ru: 'Делавэр', cn: '特拉华州', vi: 'Delaware' } },
  {
    code: 'DC',
    label: 'DISTRICT OF COLUMBIA',
    names: { es: 'Distrito de Columbia', ru: 'Округ Колумбия', cn: '哥伦比亚特区', vi: 'Đặc khu Columbia' },
  },
  { code: 'FL', label: 'FLORIDA', names: { es: 'Florida', ru: 'Флорида', cn: '佛罗里达州', vi: 'Florida' } },
  { code: 'GA', label: 'GEORGIA', names: { es: 'Georgia', ru: 'Джорджия', cn: '佐治亚州', vi: 'Georgia' } },
  { code: 'GU', label: 'GUAM', names: { es: 'Guam', ru: 'Гуам', cn: '关岛', vi: 'Guam' } },
  { code: 'HI', label: 'HAWAII', names: { es: 'Hawái', ru: 'Гавайи', cn: '夏威夷州', vi: 'Hawaii' } },
  { code: 'ID', label: 'IDAHO', names: { es: 'Idaho', ru: 'Айдахо', cn: '爱达荷州', vi: 'Idaho' } },
  {
    code: 'IL',
    label: 'ILLINOIS',
    names: { es: 'Illinois', ru: 'Иллинойс', cn: '伊利诺伊州', vi: 'Illinois' },
  },
  { code: 'IN', label: 'INDIANA', names: { es: 'Indiana', ru: 'Индиана', cn: '印第安纳州', vi: 'Indiana' } },
  { code: 'IA', label: 'IOWA', names: { es: 'Iowa', ru: 'Айова', cn: '艾奥瓦州', vi: 'Iowa' } },
  { code: 'KS', label: 'KANSAS', names: { es: 'Kansas', ru: 'Канзас', cn: '堪萨斯州', vi: 'Kansas' } },
  {
    code: 'KY',
    label: 'KENTUCKY',
    names: { es: 'Kentucky', ru: 'Кентукки', cn: '肯塔基州', vi: 'Kentucky' },
  },
  {
    code: 'LA',
    label: 'LOUISIANA',
    names: { es: 'Luisiana', ru: 'Луизиана', cn: '路易斯安那州', vi: 'Louisiana' },
  },
  { code: 'ME', label: 'MAINE', names: { es: 'Maine', ru: 'Мэн', cn: '缅因州', vi: 'Maine' } },
  {
    code: 'MD',
    label: 'MARYLAND',
    names: { es: 'Maryland', ru: 'Мэриленд', cn: '马里兰州', vi: 'Maryland' },
  },
  {
    code: 'MA',
    label: 'MASSACHUSETTS',
    names: { es: 'Massachusetts', ru: 'Массачусетс', cn: '马萨诸塞州', vi: 'Massachusetts' },
  },
  { code: 'MI', label: 'MICHIGAN', names: { es: 'Míchigan', ru: 'Мичиган', cn: '密歇根州', vi: 'Michigan' } },
  {
    code: 'MN',
    label: 'MINNESOTA',
    names: { es: 'Minnesota', ru: 'Миннесота', cn: '明尼苏达州', vi: 'Minnesota' },
  },
  {
    code: 'MS',
    label: 'MISSISSIPPI',
    names: { es: 'Misisipi', ru: 'Миссисипи', cn: '密西西比州', vi: 'Mississippi' },
  },
  { code: 'MO', label: 'MISSOURI', names: { es: 'Misuri', ru: 'Миссури', cn: '密苏里州', vi: 'Missouri' } },
  { code: 'MT', label: 'MONTANA', names: { es: 'Montana', ru: 'Монтана', cn: '蒙大拿州', vi: 'Montana' } },
  {
    code: 'NE',
    label: 'NEBRASKA',
    names: { es: 'Nebraska', ru: 'Небраска', cn: '内布拉斯加州', vi: 'Nebraska' },
  },
  { code: 'NV', label: 'NEVADA', names: { es: 'Nevada', ru: 'Невада', cn: '内华达州', vi: 'Nevada' } },
  {
    code: 'NH',
    label: 'NEW HAMPSHIRE',
    names: { es: 'Nuevo Hampshire', ru: 'Нью-Гэмпшир', cn: '新罕布什尔州', vi: 'New Hampshire' },
  },
  {
    code: 'NJ',
    label: 'NEW JERSEY',
    names: { es: 'Nueva Jersey', ru: 'Нью-Джерси', cn: '新泽西州', vi: 'New Jersey' },
  },
  {
    code: 'NM',
    label: 'NEW MEXICO',
    names: { es: 'Nuevo México', ru: 'Нью-Мексико', cn: '新墨西哥州', vi: 'New Mexico' },
  },
  {
    code: 'NY',
    label: 'NEW YORK',
    names: { es: 'Nueva York', ru: 'Нью-Йорк', cn: '纽约州', vi: 'New York' },
  },
  {
    code: 'NC',
    label: 'NORTH CAROLINA',
    names: { es: 'Carolina del Norte', ru: 'Северная Каролина', cn: '北卡罗来纳州', vi: 'Bắc Carolina' },
  },
  {
    code: 'ND',
    label: 'NORTH DAKOTA',
    names: { es: 'Dakota del Norte', ru: 'Северная Дакота', cn: '北达科他州', vi: 'Bắc Dakota' },
  },
  {
    code: 'MP',
    label: 'NORTHERN MARIANA ISLANDS',
    names: {
      es: 'Islas Marianas del Norte',
      ru: 'Северные Марианские острова',
      cn: '北马里亚纳群岛',
      vi: 'Quần đảo Bắc Mariana',
    },
  },
  { code: 'OH', label: 'OHIO', names: { es: 'Ohio', ru: 'Огайо', cn: '俄亥俄州', vi: 'Ohio' } },
  {
    code: 'OK',
    label: 'OKLAHOMA',
    names: { es: 'Oklahoma', ru: 'Оклахома', cn: '俄克拉何马州', vi: 'Oklahoma' },
  },
  { code: 'OR', label: 'OREGON', names: { es: 'Oregón', ru: 'Орегон', cn: '俄勒冈州', vi: 'Oregon' } },
  {
    code: 'PA',
    label: 'PENNSYLVANIA',
    names: { es: 'Pensilvania', ru: 'Пенсильвания', cn: '宾夕法尼亚州', vi: 'Pennsylvania' },
  },
  {
    code: 'PR',
    label: 'PUERTO RICO',
    names: { es: 'Puerto Rico', ru: 'Пуэрто-Рико', cn: '波多黎各', vi: 'Puerto Rico' },
  },
  {
    code: 'RI',
    label: 'RHODE ISLAND',
    names: { es: 'Rhode Island', ru: 'Род-Айленд', cn: '罗得岛州', vi: 'Rhode Island' },
  },
  {
    code: 'SC',
    label: 'SOUTH CAROLINA',
    names: { es: 'Carolina del Sur', ru: 'Южная Каролина', cn: '南卡罗来纳州', vi: 'Nam Carolina' },
  },
  {
    code: 'SD',
    label: 'SOUTH DAKOTA',
    names: { es: 'Dakota del Sur', ru: 'Южная Дакота', cn: '南达科他州', vi: 'Nam Dakota' },
  },
  {
    code: 'TN',
    label: 'TENNESSEE',
    names: { es: 'Tennessee', ru: 'Теннесси', cn: '田纳西州', vi: 'Tennessee' },
  },
  { code: 'TX', label: 'TEXAS', names: { es: 'Texas', ru: 'Техас', cn: '得克萨斯州', vi: 'Texas' } },
  { code: 'UT', label: 'UTAH', names: { es: 'Utah', ru: 'Юта', cn: '犹他州', vi: 'Utah' } },
  { code: 'VT', label: 'VERMONT', names: { es: 'Vermont', ru: 'Вермонт', cn: '佛蒙特州', vi: 'Vermont' } },
  {
    code: 'VI',
    label: 'VIRGIN ISLANDS',
    names: {
      es: 'Islas Vírgenes de los Estados Unidos',
      ru: 'Виргинские острова (США)',
      cn: '美属维尔京群岛',
      vi: 'Quần đảo Virgin thuộc Mỹ',
    },
  },
  {
    code: 'VA',
    label: 'VIRGINIA',
    names: { es: 'Virginia', ru: 'Вирджиния', cn: '弗吉尼亚州', vi: 'Virginia' },
  },
  {
    code: 'WA',
    label: 'WASHINGTON',
    names: { es: 'Washington', ru: 'Вашингтон', cn: '华盛顿州', vi: 'Washington' },
  },
  {
    code: 'WV',
    label: 'WEST VIRGINIA',
    names: { es: 'Virginia Occidental', ru: 'Западная Виргиния', cn: '西弗吉尼亚州', vi: 'Tây Virginia' },
  },
  {
    code: 'WI',
    label: 'WISCONSIN',
    names: { es: 'Wisconsin', ru: 'Висконсин', cn: '威斯康星州', vi: 'Wisconsin' },
  },
  { code: 'WY', label: 'WYOMING', names: { es: 'Wyoming', ru: 'Вайоминг', cn: '怀俄明州', vi: 'Wyoming' } },
];

export const YES_NO: readonly ReferenceOption[] = [
  { code: 'Y', label: 'Yes', messageId: 'ds160.option.yesNo.y' },
  { code: 'N', label: 'No', messageId: 'ds160.option.yesNo.n' },
];

export const REFERENCE_LISTS: Readonly<Record<ReferenceListName, readonly ReferenceOption[]>> = {
  countries: COUNTRIES,
  usStates: US_STATES,
  visaClasses: VISA_CLASSES,
  visaSubclasses: VISA_SUBCLASSES,
  interviewPosts: INTERVIEW_POSTS,
  genders: GENDERS,
  maritalStatuses: MARITAL_STATUSES,
  lengthOfStayUnits: LENGTH_OF_STAY_UNITS,
  payerTypes: PAYER_TYPES,
  payerRelationships: PAYER_RELATIONSHIPS,
  companionRelationships: COMPANION_RELATIONSHIPS,
  socialMediaPlatforms: SOCIAL_MEDIA_PLATFORMS,
  passportTypes: PASSPORT_TYPES,
  usContactRelationships: US_CONTACT_RELATIONSHIPS,
  usImmigrationStatuses: US_IMMIGRATION_STATUSES,
  immediateRelativeRelationships: IMMEDIATE_RELATIVE_RELATIONSHIPS,
  spouseAddressTypes: SPOUSE_ADDRESS_TYPES,
  occupations: OCCUPATIONS,
  months: MONTHS,
};

const codeSets = new Map<ReferenceListName, ReadonlySet<string>>(
  (Object.keys(REFERENCE_LISTS) as ReferenceListName[]).map((name) => [
    name,
    new Set(REFERENCE_LISTS[name].map((o) => o.code)),
  ]),
);

export function isListCode(list: ReferenceListName, code: string): boolean {
  return codeSets.get(list)?.has(code) ?? false;
}

/** Visa sub-classes whose principal has a USCIS petition (Temporary Work page, petition number on Travel). */
export const PETITION_WORK_CLASSES: readonly string[] = [
  'H1B-H1B',
  'H1B1-CHL',
  'H1B1-SGP',
  'H1C-NR',
  'H2A-AG',
  'H2B-NA',
  'H3-TR',
];

/** Petition-based principal classes that show the receipt number on the Travel page. */
export const PETITION_BASED_CLASSES: readonly string[] = [
  ...PETITION_WORK_CLASSES,
  'L1-L1',
  'O1-EX',
  'O2-AL',
  'P1-P1',
  'P2-P2',
  'P3-P3',
  'Q1-Q1',
  'R1-R1',
  'CW1-CW1',
  'E2C-E2C',
];

/** Derivative classes (spouse/child of a principal) that ask for the principal's name (field inventory). */
export const DERIVATIVE_CLASSES: readonly string[] = VISA_SUBCLASSES.map((o) => o.code).filter((code) =>
  ['F2-', 'J2-', 'M2-', 'H4-', 'L2-', 'O3-', 'P4-', 'R2-'].some((prefix) => code.startsWith(prefix)),
);

/**
 * Crew members: the Crew Visa page (ds160-facts §2.2: "C1-D and D to the crew form"; the inventory
 * does not know whether D3-LI or C4-D3 also get it, so they do not).
 */
export const CREW_CLASSES: readonly string[] = ['C1-D', 'D-D'];

/** Principal students and exchange visitors: Additional Point of Contact page. */
export const STUDENT_PRINCIPAL_CLASSES: readonly string[] = ['F1-F1', 'J1-J1', 'M1-M1'];

/** Every F, J and M class: SEVIS page. */
export const STUDENT_CLASSES: readonly string[] = VISA_SUBCLASSES.filter((o) =>
  ['F', 'J', 'M'].includes(o.parent ?? ''),
).map((o) => o.code);
