import type { IncomingMessage } from 'node:http';
import { generateActorKeyPair } from '@portico/service-kit';
import { readConfig } from './config';
import { callerOf, cookiesHonoured, parsePartnerOrigins, type OriginPolicy } from './cross-origin';

const policy: OriginPolicy = {
  publicOrigin: 'https://portico.example',
  partnerOrigins: new Set(['https://partner.example']),
};

function request(headers: Record<string, string>): IncomingMessage {
  return { headers: { host: 'gateway.internal:4000', ...headers }, socket: {} } as unknown as IncomingMessage;
}

describe('callerOf', () => {
  it.each([
    [{ origin: 'https://portico.example' }, 'own'],
    [{ origin: 'http://gateway.internal:4000' }, 'own'],
    [{ origin: 'HTTP://Gateway.Internal:4000' }, 'own'],
    [{ origin: 'https://gateway.internal:4000', 'x-forwarded-proto': 'https' }, 'own'],
    [{ origin: 'https://partner.example' }, 'partner'],
    [{ origin: 'http://gateway.internal:4001' }, 'foreign'],
    [{ origin: 'https://gateway.internal:4000' }, 'foreign'],
    [{ origin: 'null' }, 'foreign'],
    [{ origin: 'https://portico.example.evil.test' }, 'foreign'],
    [{}, 'unstated'],
    [{ 'sec-fetch-site': 'same-origin' }, 'unstated'],
    [{ 'sec-fetch-site': 'none' }, 'unstated'],
    [{ 'sec-fetch-site': 'same-site' }, 'foreign'],
    [{ 'sec-fetch-site': 'cross-site' }, 'foreign'],
  ])('%j is %s', (headers, caller) => {
    expect(callerOf(request(headers), policy)).toBe(caller);
  });

  it('honours cookies only from our own pages or from no page', () => {
    expect(['own', 'partner', 'foreign', 'unstated'].filter((c) => cookiesHonoured(c as never))).toEqual([
      'own',
      'unstated',
    ]);
  });
});

describe('PARTNER_ORIGINS', () => {
  it('takes comma-separated origins', () => {
    expect([...parsePartnerOrigins(' https://a.example, http://b.example:8080/ ,')]).toEqual([
      'https://a.example',
      'http://b.example:8080',
    ]);
  });

  it.each(['*', 'https://a.example/path', 'ftp://a.example', 'a.example', 'https://a.example?x=1'])(
    'refuses %s at start-up, naming the variable only',
    (value) => {
      const env = {
        NODE_ENV: 'test',
        ACTOR_PRIVATE_KEY: generateActorKeyPair().privateKey,
        PARTNER_ORIGINS: value,
      };
      expect(() => readConfig(env)).toThrow('PARTNER_ORIGINS');
      expect(() => readConfig(env)).not.toThrow(value);
    },
  );
});
