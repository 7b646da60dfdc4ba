/** Who identity says an author id stands for (its `creators` query). */
export interface CreatorInfo {
  id: string;
  kind: 'MEMBER' | 'API_KEY' | 'FORMER_MEMBER';
  name: string | null;
  keyCreatedBy: string | null;
}

export interface CreatorWords {
  formerMember: string;
  /** An API key by its name (and the member who made it, when known). */
  apiKey: (name: string, keyCreatedBy: string | null) => string;
  /** An API key identity does not know by name. */
  unnamedApiKey: string;
}

/** How forms records an API key as an author. */
const API_KEY_AUTHOR = 'apiKey:';

/**
 * The creator of a form as a person reads it: a member's e-mail, an API key's name, or "Former
 * member" only when identity says the person left. `null` while nothing is known yet (still loading).
 */
export function creatorLabel(
  id: string,
  memberEmails: ReadonlyMap<string, string>,
  creators: ReadonlyMap<string, CreatorInfo> | null,
  words: CreatorWords,
): string | null {
  const email = memberEmails.get(id);
  if (email) return email;
  const known = creators?.get(id);
  if (known?.kind === 'MEMBER' && known.name) return known.name;
  if (known?.kind === 'API_KEY' || id.startsWith(API_KEY_AUTHOR))
    return known?.name ? words.apiKey(known.name, known.keyCreatedBy) : words.unnamedApiKey;
  if (known?.kind === 'FORMER_MEMBER') return words.formerMember;
  return creators ? words.formerMember : null;
}

/** The ids identity must be asked about: those not among the members already known (at most 100). */
export function unknownCreators(ids: readonly string[], memberEmails: ReadonlyMap<string, string>): string[] {
  return [...new Set(ids.filter((id) => id && !memberEmails.has(id)))].sort().slice(0, 100);
}
