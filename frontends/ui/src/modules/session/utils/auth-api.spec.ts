import { fetchViewer, postAuth, refreshSession } from './auth-api';

function answer(status: number, body: unknown = {}) {
  return { ok: status < 300, status, headers: new Headers(), json: async () => body } as unknown as Response;
}

describe('auth api', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends the CSRF header and JSON body to /auth/<path>', async () => {
    const fetchMock = jest.fn(async () => answer(200, {}));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await postAuth('login', { email: 'a@b.c', password: 'x' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/auth/login',
      expect.objectContaining({
        method: 'POST',
        headers: expect.objectContaining({ 'x-portico-csrf': '1' }),
        body: JSON.stringify({ email: 'a@b.c', password: 'x' }),
      }),
    );
  });

  it('reads the error code of a refused request', async () => {
    globalThis.fetch = jest.fn(async () => answer(401, { error: { code: 'TOTP_REQUIRED' } })) as never;
    await expect(postAuth('login')).resolves.toMatchObject({ ok: false, status: 401, code: 'TOTP_REQUIRED' });
  });

  it('shares one refresh between concurrent callers', async () => {
    let release!: () => void;
    const fetchMock = jest.fn(
      () => new Promise<Response>((resolve) => (release = () => resolve(answer(200)))),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const all = Promise.all([refreshSession(), refreshSession(), refreshSession()]);
    release();
    await expect(all).resolves.toEqual([true, true, true]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The next expiry gets a new refresh.
    const again = refreshSession();
    release();
    await again;
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('renews an expired access cookie once before reading the viewer', async () => {
    const viewer = {
      user: { id: 'u1', email: 'a@b.c', language: 'en', activated: true, totpEnabled: false },
      currentWorkspaceId: 'w1',
    };
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(answer(401))
      .mockResolvedValueOnce(answer(200))
      .mockResolvedValueOnce(answer(200, { data: { viewer } }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await expect(fetchViewer()).resolves.toEqual(viewer);
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(['/graphql', '/auth/refresh', '/graphql']);
  });

  it('answers null for a visitor whose session cannot be renewed', async () => {
    globalThis.fetch = jest
      .fn()
      .mockResolvedValueOnce(answer(401))
      .mockResolvedValueOnce(answer(401)) as never;
    await expect(fetchViewer()).resolves.toBeNull();
  });
});
