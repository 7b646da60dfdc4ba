import { creatorLabel, unknownCreators, type CreatorInfo } from './creator-label';

const words = {
  formerMember: 'Former member',
  apiKey: (name: string, by: string | null) => (by ? `${name} (API key of ${by})` : `${name} (API key)`),
  unnamedApiKey: 'An API key',
};
const members = new Map([['u1', 'ana@agency.test']]);
const creators = new Map<string, CreatorInfo>([
  ['apiKey:k1', { id: 'apiKey:k1', kind: 'API_KEY', name: 'Partner CRM', keyCreatedBy: 'ana@agency.test' }],
  ['u9', { id: 'u9', kind: 'FORMER_MEMBER', name: null, keyCreatedBy: null }],
  ['u200', { id: 'u200', kind: 'MEMBER', name: 'late@agency.test', keyCreatedBy: null }],
]);

describe('creatorLabel', () => {
  it('names members, API keys and only people who left as former members', () => {
    expect(creatorLabel('u1', members, creators, words)).toBe('ana@agency.test');
    expect(creatorLabel('apiKey:k1', members, creators, words)).toBe(
      'Partner CRM (API key of ana@agency.test)',
    );
    expect(creatorLabel('u200', members, creators, words)).toBe('late@agency.test');
    expect(creatorLabel('u9', members, creators, words)).toBe('Former member');
    // Before identity answers: an API key is still an API key, a person is not called former yet.
    expect(creatorLabel('apiKey:k2', members, null, words)).toBe('An API key');
    expect(creatorLabel('u9', members, null, words)).toBeNull();
  });

  it('asks identity only about ids that are not known members', () => {
    expect(unknownCreators(['u1', 'apiKey:k1', 'u9', 'u9', ''], members)).toEqual(['apiKey:k1', 'u9']);
  });
});
