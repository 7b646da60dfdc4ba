export { ISO_COUNTRY_CODES, isIsoCountryCode } from './countries';
