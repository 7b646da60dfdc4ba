// A client fills the intake on a phone, leaves it idle, is warned before the idle end, stays signed
// in, leaves it idle again until the session ends, types one more answer, opens the link from the
// e-mail again in a new tab, and finds every answer saved (ADR 0036). The system runs with the real
// limits (30 minutes idle): the server's side of the idle time is the stored last request, moved back
// as the link-expiry journey moves `expires_at` (ADR 0015), and the phone's clock moves forward with
// Playwright's clock.
import { expect, test, type Page } from '@playwright/test';
import { createBusinessWorkspace, newAccount, newEmail, violations } from './identity-helpers';
import {
  clientSessionIdleSeconds,
  createClientLink,
  createForm,
  letClientSessionIdle,
} from './client-intake-helpers';

test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 375, height: 812 };

async function answer(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByRole('textbox', { name: label, exact: true });
  await field.fill(value);
  await field.blur();
}

async function expectFitsThePhone(page: Page, where: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${where} is wider than the phone`).toBeLessThanOrEqual(PHONE.width);
}

test('a client idles past the end of their session, opens the link again and finds every answer, the last one typed after the end included', async ({
  browser,
}) => {
  const agencyContext = await browser.newContext();
  const agency = await agencyContext.newPage();
  await newAccount(agency, 'idle-agency');
  const workspaceId = await createBusinessWorkspace(agency, `Idle Agency ${Date.now().toString(36)}`);
  const formId = await createForm(agency, workspaceId, 'Lucía García DS-160');
  const url = await createClientLink(agency, workspaceId, formId, {
    clientName: 'Lucía García',
    clientEmail: newEmail('lucia'),
    permissions: ['Read', 'Fill'],
    language: 'es',
  });
  await agencyContext.close();

  const phone = await browser.newContext({ viewport: PHONE });
  await phone.clock.install();
  const client = await phone.newPage();
  await client.goto(url);
  await client.getByRole('button', { name: 'Comenzar' }).click();
  await expect(client).toHaveURL(new RegExp(`/client-intake/${formId}/edit/personalP1$`));
  const indicator = client.getByTestId('save-indicator');
  await answer(client, 'Apellidos', 'García');
  await expect(indicator).toHaveAttribute('data-state', 'saved');

  // 28½ quiet minutes: the warning, in Spanish, with the focus on its one button.
  await letClientSessionIdle(url, 28 * 60 + 30);
  await phone.clock.fastForward('28:30');
  const warning = client.getByRole('alertdialog', { name: '¿Sigue ahí?' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('su sesión terminará en unos 2 minutos');
  const stay = warning.getByRole('button', { name: 'Seguir conectado' });
  await expect(stay).toBeFocused();
  await expectFitsThePhone(client, 'the warning');
  expect(await violations(client), 'the idle warning').toEqual([]);
  await client.keyboard.press('Enter');
  await expect(warning).toHaveCount(0);
  expect(await clientSessionIdleSeconds(url)).toBeLessThan(30); // "Stay signed in" was a request

  // Another 31 quiet minutes: the session ends on the server while the page does not know it yet,
  // and the client types an answer then.
  await letClientSessionIdle(url, 31 * 60);
  await answer(client, 'Nombres', 'Lucía María');
  const ended = client.getByTestId('session-ended');
  await expect(ended.getByRole('alert')).toHaveText(
    'Su sesión terminó para proteger sus respuestas. Vuelva a abrir el enlace de su correo electrónico para continuar.',
  );
  await expect(indicator).toHaveAttribute('data-state', 'paused');
  await expect(indicator).toContainText('Su sesión ha terminado.');
  // The page keeps it, and takes one more answer after the notice.
  await expect(client.getByRole('textbox', { name: 'Nombres', exact: true })).toHaveValue('Lucía María');
  await answer(client, 'Ciudad de nacimiento', 'Sevilla');
  await expectFitsThePhone(client, 'the ended notice');
  expect(await violations(client), 'the ended notice').toEqual([]);
  // Never in the browser's storage (ASVS 14.3.3).
  const stored = await client.evaluate(() =>
    JSON.stringify([{ ...window.localStorage }, { ...window.sessionStorage }]),
  );
  expect(stored).not.toContain('Lucía María');
  expect(stored).not.toContain('Sevilla');

  // The client opens the link from their e-mail again: a new tab of the same browser.
  const again = await phone.newPage();
  await again.goto(url);
  await expect(again.getByRole('heading', { level: 1, name: 'Bienvenido/a, Lucía García' })).toBeVisible();
  // The first tab continues by itself and saves what it held.
  await expect(ended).toHaveCount(0);
  await expect(indicator).toHaveAttribute('data-state', 'saved');
  await expect(indicator).toContainText('Todos los cambios guardados');

  // Every answer is there, read back from the server.
  await again.goto(`/client-intake/${formId}/edit/personalP1`);
  await expect(again.getByRole('textbox', { name: 'Apellidos', exact: true })).toHaveValue('García');
  await expect(again.getByRole('textbox', { name: 'Nombres', exact: true })).toHaveValue('Lucía María');
  await expect(again.getByRole('textbox', { name: 'Ciudad de nacimiento', exact: true })).toHaveValue(
    'Sevilla',
  );
  await phone.close();
});
