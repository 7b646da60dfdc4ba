// CEAC's interview posts (the start page's location list, `ddlLocation`): 217 three-letter codes
// labelled "COUNTRY, CITY" (data/ceac-posts.json, shared with the simulator). The country part of a
// label can be shown in the reader's language: each post knows its country's ISO 3166 code, and
// Intl names it (`interviewPostLabel`); the city stays as CEAC writes it.
import posts from './data/ceac-posts.json';
import type { ReferenceOption } from './types';

/** ISO 3166-1 alpha-2 code of the country part of CEAC's post labels. */
const REGION_OF_COUNTRY: Readonly<Record<string, string>> = {
  ALBANIA: 'AL',
  ALGERIA: 'DZ',
  ANGOLA: 'AO',
  ARGENTINA: 'AR',
  ARMENIA: 'AM',
  AUSTRALIA: 'AU',
  AUSTRIA: 'AT',
  AZERBAIJAN: 'AZ',
  BAHAMAS: 'BS',
  BAHRAIN: 'BH',
  BANGLADESH: 'BD',
  BARBADOS: 'BB',
  BELGIUM: 'BE',
  BELIZE: 'BZ',
  BENIN: 'BJ',
  BERMUDA: 'BM',
  BOLIVIA: 'BO',
  'BOSNIA-HERZEGOVINA': 'BA',
  BOTSWANA: 'BW',
  BRAZIL: 'BR',
  BRUNEI: 'BN',
  BULGARIA: 'BG',
  'BURKINA FASO': 'BF',
  BURMA: 'MM',
  BURUNDI: 'BI',
  'CABO VERDE': 'CV',
  CAMBODIA: 'KH',
  CAMEROON: 'CM',
  CANADA: 'CA',
  CHAD: 'TD',
  CHILE: 'CL',
  CHINA: 'CN',
  COLOMBIA: 'CO',
  'COSTA RICA': 'CR',
  'COTE D`IVORIE': 'CI',
  CROATIA: 'HR',
  CUBA: 'CU',
  CURACAO: 'CW',
  CYPRUS: 'CY',
  'CZECH REPUBLIC': 'CZ',
  DENMARK: 'DK',
  DJIBOUTI: 'DJ',
  'DOMINICAN REPUBLIC': 'DO',
  ECUADOR: 'EC',
  EGYPT: 'EG',
  'EL SALVADOR': 'SV',
  ENGLAND: 'GB',
  'EQUATORIAL GUINEA': 'GQ',
  ERITREA: 'ER',
  ESTONIA: 'EE',
  ESWATINI: 'SZ',
  ETHIOPIA: 'ET',
  FIJI: 'FJ',
  FINLAND: 'FI',
  FRANCE: 'FR',
  GABON: 'GA',
  GAMBIA: 'GM',
  GEORGIA: 'GE',
  GERMANY: 'DE',
  GHANA: 'GH',
  GREECE: 'GR',
  GUATEMALA: 'GT',
  GUINEA: 'GN',
  GUYANA: 'GY',
  HAITI: 'HT',
  HONDURAS: 'HN',
  'HONG KONG': 'HK',
  HUNGARY: 'HU',
  ICELAND: 'IS',
  INDIA: 'IN',
  INDONESIA: 'ID',
  IRAQ: 'IQ',
  IRELAND: 'IE',
  ISRAEL: 'IL',
  ITALY: 'IT',
  JAMAICA: 'JM',
  JAPAN: 'JP',
  JORDAN: 'JO',
  KAZAKHSTAN: 'KZ',
  KENYA: 'KE',
  KOSOVO: 'XK',
  KUWAIT: 'KW',
  KYRGYZSTAN: 'KG',
  LAOS: 'LA',
  LATVIA: 'LV',
  LEBANON: 'LB',
  LESOTHO: 'LS',
  LIBERIA: 'LR',
  LITHUANIA: 'LT',
  LUXEMBOURG: 'LU',
  MADAGASCAR: 'MG',
  MALAWI: 'MW',
  MALAYSIA: 'MY',
  MALI: 'ML',
  MALTA: 'MT',
  'MARSHALL ISLANDS': 'MH',
  MAURITANIA: 'MR',
  MAURITIUS: 'MU',
  MEXICO: 'MX',
  MICRONESIA: 'FM',
  MOLDOVA: 'MD',
  MONGOLIA: 'MN',
  MONTENEGRO: 'ME',
  MOROCCO: 'MA',
  MOZAMBIQUE: 'MZ',
  NAMIBIA: 'NA',
  NEPAL: 'NP',
  NETHERLANDS: 'NL',
  'NEW ZEALAND': 'NZ',
  NICARAGUA: 'NI',
  NIGER: 'NE',
  NIGERIA: 'NG',
  'NORTH MACEDONIA': 'MK',
  'NORTHERN IRELAND': 'GB',
  NORWAY: 'NO',
  OMAN: 'OM',
  PAKISTAN: 'PK',
  PALAU: 'PW',
  PANAMA: 'PA',
  'PAPUA NEW GUINEA': 'PG',
  PARAGUAY: 'PY',
  PERU: 'PE',
  PHILIPPINES: 'PH',
  POLAND: 'PL',
  PORTUGAL: 'PT',
  QATAR: 'QA',
  ROMANIA: 'RO',
  RUSSIA: 'RU',
  RWANDA: 'RW',
  SAMOA: 'WS',
  'SAUDI ARABIA': 'SA',
  SENEGAL: 'SN',
  SERBIA: 'RS',
  'SIERRA LEONE': 'SL',
  SINGAPORE: 'SG',
  SLOVAKIA: 'SK',
  SLOVENIA: 'SI',
  'SOUTH AFRICA': 'ZA',
  'SOUTH KOREA': 'KR',
  'SOUTH SUDAN': 'SS',
  SPAIN: 'ES',
  'SRI LANKA': 'LK',
  SURINAME: 'SR',
  SWEDEN: 'SE',
  SWITZERLAND: 'CH',
  TAIWAN: 'TW',
  TAJIKISTAN: 'TJ',
  TANZANIA: 'TZ',
  THAILAND: 'TH',
  'TIMOR LESTE': 'TL',
  TOGO: 'TG',
  TRINIDAD: 'TT',
  TUNISIA: 'TN',
  TURKEY: 'TR',
  TURKMENISTAN: 'TM',
  UGANDA: 'UG',
  UKRAINE: 'UA',
  'UNITED ARAB EMIRATES': 'AE',
  URUGUAY: 'UY',
  UZBEKISTAN: 'UZ',
  VIETNAM: 'VN',
  ZAMBIA: 'ZM',
  ZIMBABWE: 'ZW',
};

/** Posts whose country part is ambiguous (two Congos). Jerusalem has no country part. */
const REGION_OF_POST: Readonly<Record<string, string>> = { BRZ: 'CG', KIN: 'CD' };

function countryPart(label: string): string {
  const comma = label.indexOf(', ');
  return comma < 0 ? label : label.slice(0, comma);
}

export const INTERVIEW_POSTS: readonly ReferenceOption[] = posts.posts.map(({ code, label }) => {
  const region = REGION_OF_POST[code] ?? REGION_OF_COUNTRY[countryPart(label)];
  return region ? { code, label, region } : { code, label };
});

const displayNames = new Map<string, Intl.DisplayNames | null>();

function regionName(region: string, locale: string): string | undefined {
  if (!displayNames.has(locale)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    } catch {
      // An unknown locale keeps CEAC's English label.
    }
    displayNames.set(locale, names);
  }
  return displayNames.get(locale)?.of(region) ?? undefined;
}

/**
 * A post's label in the reader's language (a BCP 47 tag: `zh-CN`, `ru`…): the country as Intl
 * names it, then CEAC's city ("Индонезия, JAKARTA"). English, and posts without a country part,
 * keep CEAC's label.
 */
export function interviewPostLabel(option: ReferenceOption, locale: string): string {
  if (!option.region || locale === 'en' || locale.startsWith('en-')) return option.label;
  // The product's language code `cn` is Chinese as written in mainland China.
  const country = regionName(option.region, locale === 'cn' ? 'zh-CN' : locale);
  if (!country) return option.label;
  const comma = option.label.indexOf(', ');
  return comma < 0 ? country : `${country}, ${option.label.slice(comma + 2)}`;
}
