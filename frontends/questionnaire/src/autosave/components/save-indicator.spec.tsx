import { screen } from '@testing-library/react';
import { questionnaireCatalog } from '../../i18n/questionnaire-catalog';
import { renderWithIntl } from '../../testing/render-with-intl';
import type { AutosaveSnapshot } from '../utils/autosave-client';
import { SaveIndicator } from './save-indicator';

const failed = (refusal: string, refusalMessageId: string | null): AutosaveSnapshot => ({
  state: 'failed',
  unsaved: true,
  conflicts: {},
  invalid: {},
  refusal,
  refusalMessageId,
  form: null,
  retryInMs: null,
});

describe('SaveIndicator', () => {
  it("says why a save past a bound was refused in the page's language", () => {
    renderWithIntl(
      <SaveIndicator
        snapshot={failed(
          'changes.0: personalP1.otherNames.12.surname: at most 10 entries',
          'ds160.error.repeaterMax',
        )}
        onRetry={() => undefined}
      />,
      { locale: 'es', extraMessages: questionnaireCatalog('es') },
    );
    expect(screen.getByTestId('save-indicator').textContent).toBe(
      'No guardado: No se pueden agregar más entradas aquí.Intentar ahora',
    );
  });

  it("shows the server's words when the refusal has no message id", () => {
    renderWithIntl(
      <SaveIndicator snapshot={failed('This form is archived.', null)} onRetry={() => undefined} />,
    );
    expect(screen.getByTestId('save-indicator').textContent).toContain('Not saved: This form is archived.');
  });
});
