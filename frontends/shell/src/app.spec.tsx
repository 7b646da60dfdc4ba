import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { App } from './app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const remotesJson = {
  publicSite: 'http://localhost:4201/mf-manifest.json',
  applicantEditor: 'http://localhost:4202/mf-manifest.json',
  agencyConsole: 'http://localhost:4203/mf-manifest.json',
  clientIntake: 'http://localhost:4204/mf-manifest.json',
};

function visit(path: string) {
  window.history.pushState({}, '', path);
  return render(<App />);
}

beforeEach(() => {
  window.localStorage.clear();
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => remotesJson,
  })) as unknown as typeof fetch;
  jest.mocked(loadRemote).mockReset();
});

describe('shell', () => {
  it('registers the remotes read from /remotes.json at run time and renders the remote page', async () => {
    jest
      .mocked(loadRemote)
      .mockImplementation(async (id: string) =>
        id === 'publicSite/pages' ? { pages: { pricing: () => <h1>Remote pricing</h1> } } : null,
      );
    visit('/pricing');
    expect(await screen.findByRole('heading', { name: 'Remote pricing' })).toBeTruthy();
    expect(registerRemotes).toHaveBeenCalledWith(
      expect.arrayContaining([{ name: 'clientIntake', entry: 'http://localhost:4204/mf-manifest.json' }]),
    );
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('shows an error page with a reload button when a remote fails to load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(loadRemote).mockRejectedValue(new Error('network down'));
    visit('/agencies');
    expect(
      await screen.findByRole('heading', { name: 'This part of Portico could not be loaded' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });

  it('shows the not-found page with links home and to login for an unknown route', async () => {
    visit('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('shows no agency navigation on client intake pages', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ pages: { landing: () => <h1>Intake</h1> } });
    visit('/client-intake/form-1');
    await screen.findByRole('heading', { name: 'Intake' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Workspace' })).toBeNull();
  });

  it('switches language and remembers the choice', async () => {
    visit('/no-such-page');
    await screen.findByRole('heading', { name: 'Page not found' });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'es' } });
    });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeTruthy();
    expect(window.localStorage.getItem('portico.locale')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    // The visitor chose it: the change is announced, in the chosen language.
    expect(await screen.findByText('Idioma cambiado')).toBeTruthy();
  });
});
