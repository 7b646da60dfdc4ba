import { parse } from 'cookie';

/**
 * The value of the cookie `name` in a request's Cookie header(s), percent-decoded: the first of
 * that name, as browsers send the most specific first. Undefined when it is absent, empty, not
 * decodable, or longer than `maxLength` (Portico's cookies hold short tokens).
 */
export function readCookie(
  header: string | readonly string[] | null | undefined,
  name: string,
  maxLength = 512,
): string | undefined {
  const text = typeof header === 'string' ? header : header?.join('; ');
  if (!text) return undefined;
  // Values are decoded here, one cookie only: another cookie's bad encoding is not this one's problem.
  const raw = parse(text, { decode: (value) => value })[name];
  if (!raw) return undefined;
  try {
    const value = decodeURIComponent(raw);
    return value && value.length <= maxLength ? value : undefined;
  } catch {
    return undefined;
  }
}
