import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getField } from '@portico/shared-types';
import { MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import { LibreTranslateProvider } from './libretranslate-provider';
import { OfflineProvider, transliterate } from './offline-provider';
import { OpenAiProvider } from './openai-provider';
import { TranslationProviderError } from './provider';
import { Translator, configuredTranslator, toCeacText } from './translator';

type Handler = (body: Record<string, unknown>, req: IncomingMessage, res: ServerResponse) => void;

/** A real HTTP server speaking a provider's API; `handler` decides each answer. */
async function fakeServer(
  handler: Handler,
): Promise<{ url: string; requests: unknown[]; close: () => Promise<void> }> {
  const requests: unknown[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      requests.push({ method: req.method, url: req.url, headers: req.headers, body });
      handler(body, req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

describe('offline provider (passport-style transliteration and the DS-160 glossary)', () => {
  const offline = new OfflineProvider();

  it.each([
    ['Щербакова', 'name', 'SHCHERBAKOVA'],
    ['Юлия', 'name', 'IULIIA'],
    ['Хорошилов Евгений', 'name', 'KHOROSHILOV EVGENII'],
    ['ул. Ленина, д. 5, кв. 12', 'address', 'UL. LENINA, D. 5, KV. 12'],
    ['张', 'name', 'ZHANG'],
    ['小明', 'name', 'XIAOMING'],
    ['吕', 'name', 'LYU'],
    ['北京市朝阳区建国路88号', 'address', 'BEIJINGSHI CHAOYANGQU JIANGUOLU 88 HAO'],
    ['Nguyễn Thị Minh Khai', 'name', 'NGUYEN THI MINH KHAI'],
    ['Đặng', 'name', 'DANG'],
    ['123 Đường Lê Lợi, Quận 1', 'address', '123 DUONG LE LOI, QUAN 1'],
  ] as const)('%s (%s) → %s', async (text, kind, expected) => {
    expect(await offline.translate({ text, kind })).toBe(expected);
  });

  it.each([
    ['单', 'SHAN', 'DAN'],
    ['曾', 'ZENG', 'CENG'],
    ['解', 'XIE', 'JIE'],
    ['仇', 'QIU', 'CHOU'],
    ['欧阳', 'OUYANG', 'OUYANG'],
  ])('reads %s as a surname (%s) only in a surname', async (text, asSurname, otherwise) => {
    expect(await offline.translate({ text, kind: 'name', nameRole: 'surname' })).toBe(asSurname);
    expect(await offline.translate({ text, kind: 'name', nameRole: 'other' })).toBe(otherwise);
  });

  it('maps common free-text answers with the glossary, in any of the intake languages', async () => {
    expect(await offline.translate({ text: 'Туризм', kind: 'freeText' })).toBe('TOURISM');
    expect(await offline.translate({ text: '探亲', kind: 'freeText' })).toBe('VISITING RELATIVES');
    expect(await offline.translate({ text: 'Du lịch.', kind: 'freeText' })).toBe('TOURISM');
    expect(await offline.translate({ text: 'vacaciones', kind: 'freeText' })).toBe('VACATION');
  });

  it('does not translate other free text, nor scripts it has no passport rule for', async () => {
    expect(await offline.translate({ text: 'Разработка платёжных систем', kind: 'freeText' })).toBeNull();
    expect(await offline.translate({ text: 'محمد', kind: 'name' })).toBeNull();
    expect(transliterate('Иван محمد', 'name')).toBeNull();
  });
});

describe('LibreTranslate provider against a server speaking its API', () => {
  it('posts q/source/target/format/api_key to /translate and returns translatedText', async () => {
    const server = await fakeServer((body, _req, res) =>
      json(res, 200, { translatedText: body.q === 'Разработка программ' ? 'Software development' : '?' }),
    );
    try {
      const provider = new LibreTranslateProvider({ url: `${server.url}/`, apiKey: 'k1', timeoutMs: 2000 });
      expect(await provider.translate({ text: 'Разработка программ', kind: 'freeText' })).toBe(
        'Software development',
      );
      expect(server.requests[0]).toMatchObject({
        method: 'POST',
        url: '/translate',
        body: { q: 'Разработка программ', source: 'auto', target: 'en', format: 'text', api_key: 'k1' },
      });
      // Names are transliterated, never translated by meaning.
      expect(await provider.translate({ text: 'Надежда', kind: 'name' })).toBeNull();
      expect(server.requests).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('turns error statuses, malformed answers, refused connections and timeouts into provider errors', async () => {
    let mode: 'error' | 'malformed' | 'hang' = 'error';
    const server = await fakeServer((_body, _req, res) => {
      if (mode === 'error') json(res, 429, { error: 'Too many requests' });
      else if (mode === 'malformed') json(res, 200, { translated: 'x' });
      // 'hang': never answers
    });
    // 1 s: a loaded machine once took over 300 ms to bring the first answer (a full test run).
    const provider = new LibreTranslateProvider({ url: server.url, timeoutMs: 1000 });
    const ask = () => provider.translate({ text: 'Привет', kind: 'freeText' });
    try {
      await expect(ask()).rejects.toThrow(new TranslationProviderError('libretranslate', 'HTTP 429'));
      mode = 'malformed';
      await expect(ask()).rejects.toThrow('libretranslate: no translatedText in the answer');
      mode = 'hang';
      const started = Date.now();
      await expect(ask()).rejects.toThrow('libretranslate: no answer within 1000 ms');
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await server.close();
    }
    await expect(ask()).rejects.toThrow('libretranslate: unreachable');
  });
});

describe('OpenAI-compatible chat provider against a server speaking its API', () => {
  it('posts the model, a system instruction and the text to /v1/chat/completions with the bearer key', async () => {
    const server = await fakeServer((body, _req, res) => {
      const messages = body.messages as { role: string; content: string }[];
      const text = messages.find((m) => m.role === 'user')!.content;
      json(res, 200, {
        id: 'chatcmpl-1',
        object: 'chat.completion',
        choices: [
          {
            index: 0,
            finish_reason: 'stop',
            message: {
              role: 'assistant',
              content: text === '???' ? 'UNTRANSLATABLE' : ' I develop software. ',
            },
          },
        ],
      });
    });
    try {
      const provider = new OpenAiProvider({
        url: server.url,
        apiKey: 'sk-1',
        model: 'local-model',
        timeoutMs: 2000,
      });
      expect(await provider.translate({ text: 'Я разрабатываю программы.', kind: 'freeText' })).toBe(
        'I develop software.',
      );
      expect(await provider.translate({ text: '???', kind: 'freeText' })).toBeNull();
      const first = server.requests[0] as {
        url: string;
        headers: Record<string, string>;
        body: Record<string, unknown>;
      };
      expect(first.url).toBe('/v1/chat/completions');
      expect(first.headers.authorization).toBe('Bearer sk-1');
      expect(first.body).toMatchObject({ model: 'local-model', temperature: 0 });
      expect((first.body.messages as { role: string }[]).map((m) => m.role)).toEqual(['system', 'user']);
    } finally {
      await server.close();
    }
  });

  it('turns error statuses, empty choices and timeouts into provider errors', async () => {
    let mode: 'error' | 'empty' | 'hang' = 'error';
    const server = await fakeServer((_body, _req, res) => {
      if (mode === 'error') json(res, 500, { error: { message: 'boom' } });
      else if (mode === 'empty') json(res, 200, { choices: [] });
    });
    const provider = new OpenAiProvider({ url: server.url, model: 'm', timeoutMs: 300 });
    const ask = () => provider.translate({ text: 'Привет', kind: 'freeText' });
    try {
      await expect(ask()).rejects.toThrow('openai: HTTP 500');
      mode = 'empty';
      await expect(ask()).rejects.toThrow('openai: no message content in the answer');
      mode = 'hang';
      await expect(ask()).rejects.toThrow('openai: no answer within 300 ms');
    } finally {
      await server.close();
    }
  });
});

describe('translator: providers in order, English-only results, a human when none can', () => {
  const answers = MARRIED_B1B2_TOURIST;

  it('transliterates names offline, leaves codes and English alone', async () => {
    const translator = new Translator([new OfflineProvider()]);
    expect(await translator.translate('personalP1', 'surname', 'Иванова', answers)).toEqual({
      kind: 'translated',
      value: 'IVANOVA',
      provider: 'offline',
    });
    expect(await translator.translate('personalP1', 'gender', 'F', answers)).toEqual({ kind: 'unchanged' });
    expect(await translator.translate('personalP1', 'surname', 'WANG', answers)).toEqual({
      kind: 'unchanged',
    });
  });

  it('gives a Chinese surname its surname reading, in every surname field, and not in given names', async () => {
    const translator = new Translator([new OfflineProvider()]);
    const translated = (value: string) => ({ kind: 'translated', value, provider: 'offline' });
    expect(await translator.translate('personalP1', 'surname', '单', answers)).toEqual(translated('SHAN'));
    expect(await translator.translate('familyInfoPage', 'father.surnames', '单', answers)).toEqual(
      translated('SHAN'),
    );
    expect(await translator.translate('personalP1', 'otherNames.0.surname', '曾', answers)).toEqual(
      translated('ZENG'),
    );
    expect(await translator.translate('personalP1', 'givenName', '单', answers)).toEqual(translated('DAN'));
  });

  it('takes Vietnamese letters the way the applicant editor does (Đ is D)', async () => {
    const translator = new Translator([new OfflineProvider()]);
    expect(await translator.translate('personalP1', 'surname', 'Đặng', answers)).toEqual({
      kind: 'translated',
      value: 'DANG',
      provider: 'offline',
    });
    expect(toCeacText('Đức Øster', getField('personalP1', 'givenName')!)).toBe('DUC OSTER');
  });

  it('marks free text no provider can translate as needing a human, never passing it on', async () => {
    const translator = new Translator([new OfflineProvider()]);
    const outcome = await translator.translate(
      'presentOccupationPage',
      'dutiesDescription',
      'Разрабатываю платёжные системы',
      answers,
    );
    expect(outcome).toEqual({ kind: 'needsHuman', reason: 'no provider could translate it' });
  });

  it('falls back to the HTTP provider for free text, and to a human when it fails', async () => {
    let fail = false;
    const server = await fakeServer((_body, _req, res) =>
      fail
        ? json(res, 503, {})
        : json(res, 200, { translatedText: 'I develop “payment” systems / software' }),
    );
    try {
      const translator = new Translator([
        new OfflineProvider(),
        new LibreTranslateProvider({ url: server.url, timeoutMs: 2000 }),
      ]);
      const text = 'Разрабатываю платёжные системы';
      expect(await translator.translate('presentOccupationPage', 'dutiesDescription', text, answers)).toEqual(
        {
          kind: 'translated',
          value: 'I develop payment systems - software',
          provider: 'libretranslate',
        },
      );
      fail = true;
      expect(await translator.translate('presentOccupationPage', 'dutiesDescription', text, answers)).toEqual(
        {
          kind: 'needsHuman',
          reason: 'libretranslate: HTTP 503',
        },
      );
    } finally {
      await server.close();
    }
  });

  it('refuses a result longer than CEAC allows instead of cutting it', async () => {
    const translator = new Translator([
      { name: 'verbose', translate: () => Promise.resolve('A'.repeat(34)) },
    ]);
    expect(await translator.translate('personalP1', 'surname', 'محمد', answers)).toEqual({
      kind: 'needsHuman',
      reason: 'verbose gave text CEAC does not accept',
    });
  });

  it('is configured by TRANSLATION_PROVIDER: offline alone, or offline then the HTTP provider', () => {
    const names = (env: NodeJS.ProcessEnv) => configuredTranslator(env).providers.map((p) => p.name);
    expect(names({ NODE_ENV: 'test' })).toEqual(['offline']);
    expect(
      names({ NODE_ENV: 'test', TRANSLATION_PROVIDER: 'libretranslate', TRANSLATION_URL: 'http://lt:5000' }),
    ).toEqual(['offline', 'libretranslate']);
    expect(
      names({
        NODE_ENV: 'test',
        TRANSLATION_PROVIDER: 'openai',
        TRANSLATION_URL: 'http://llm:8080',
        TRANSLATION_MODEL: 'm',
      }),
    ).toEqual(['offline', 'openai']);
  });
});
