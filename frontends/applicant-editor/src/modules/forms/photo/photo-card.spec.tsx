import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsOf, renderWithApi, type Handler } from '../utils/render-with-api';
import { PhotoCard } from './photo-card';
import type { FormPhoto } from './photo-api';

const PHOTO: FormPhoto = {
  width: 800,
  height: 800,
  bytes: 153_600,
  uploadedAt: '2026-11-23T10:00:00Z',
  adjustments: [],
  dataUrl: 'data:image/jpeg;base64,/9j/4AAQ',
};

const form = (photo: FormPhoto | null, status = 'IN_PROGRESS') => ({
  __typename: 'Form',
  id: 'f1',
  status,
  photo: photo && { __typename: 'FormPhoto', ...photo },
});

function render(handlers: Record<string, Handler>) {
  return renderWithApi(
    <PhotoCard formId="f1" />,
    '/workspaces/w1/forms/f1',
    '/workspaces/:workspaceId/forms/:formId',
    handlers,
  );
}

const png = (size = 2048) => new File([new Uint8Array(size)], 'me.png', { type: 'image/png' });

describe('the photo card of the form overview', () => {
  it('uploads a chosen file, then shows the preview and what was changed to make it compliant', async () => {
    let stored: FormPhoto | null = null;
    const { calls } = render({
      FormPhoto: () => ({ data: { form: form(stored) } }),
      SetFormPhoto: () => {
        stored = { ...PHOTO, adjustments: ['CONVERTED_TO_JPEG', 'CROPPED_TO_SQUARE'] };
        return { data: { setFormPhoto: form(stored) } };
      },
    });
    expect(await screen.findByText('No photo yet.')).toBeTruthy();
    // The file input itself is in the tab order, named by its button-like label.
    const input = screen.getByLabelText('Upload a photo (JPEG or PNG)') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.tabIndex).not.toBe(-1);
    expect(input.accept).toBe('image/jpeg,image/png');

    fireEvent.change(input, { target: { files: [png()] } });
    expect(await screen.findByText('Photo saved.')).toBeTruthy();
    const [sent] = callsOf(calls, 'SetFormPhoto');
    expect(sent).toEqual({
      input: { formId: 'f1', image: expect.stringMatching(/^data:image\/png;base64,/) },
    });
    const card = screen.getByTestId('photo-current');
    expect(within(card).getByRole('img', { name: "The applicant's photo" }).getAttribute('src')).toBe(
      PHOTO.dataUrl,
    );
    expect(within(card).getByText(/800 x 800 pixels, 153\.6 kB, uploaded/)).toBeTruthy();
    expect(
      within(screen.getByTestId('photo-adjustments'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['converted to JPEG', 'cropped to a square from the centre']);
    expect(screen.getByLabelText('Replace the photo (JPEG or PNG)')).toBeTruthy();
  });

  it('says when the photo is stored as uploaded', async () => {
    render({ FormPhoto: () => ({ data: { form: form(PHOTO) } }) });
    expect(await screen.findByText('The photo meets the DS-160 file rules as uploaded.')).toBeTruthy();
  });

  it("shows the service's refusal naming the rule, and keeps the photo it had", async () => {
    render({
      FormPhoto: () => ({ data: { form: form(PHOTO) } }),
      SetFormPhoto: () => ({
        errors: [
          {
            message:
              'The photo must be at least 600 x 600 pixels: this one is too small to be made compliant.',
            extensions: { code: 'BAD_USER_INPUT', field: 'image' },
          },
        ],
      }),
    });
    fireEvent.change(await screen.findByLabelText('Replace the photo (JPEG or PNG)'), {
      target: { files: [png()] },
    });
    expect((await screen.findByTestId('photo-problem')).textContent).toBe(
      'The photo must be at least 600 x 600 pixels: this one is too small to be made compliant.',
    );
    expect(screen.getByRole('img', { name: "The applicant's photo" })).toBeTruthy();
  });

  it('refuses a file that is not JPEG or PNG, or over 10 MB, without sending it', async () => {
    const { calls } = render({ FormPhoto: () => ({ data: { form: form(null) } }) });
    const input = await screen.findByLabelText('Upload a photo (JPEG or PNG)');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' })] },
    });
    expect((await screen.findByTestId('photo-problem')).textContent).toBe(
      'The file is not a JPEG or PNG image.',
    );
    const big = png();
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    await waitFor(() =>
      expect(screen.getByTestId('photo-problem').textContent).toBe(
        'The photo file must be 10 MB or smaller.',
      ),
    );
    expect(callsOf(calls, 'SetFormPhoto')).toHaveLength(0);
  });

  it('takes a photo dropped on the card', async () => {
    const { calls } = render({
      FormPhoto: () => ({ data: { form: form(null) } }),
      SetFormPhoto: () => ({ data: { setFormPhoto: form(PHOTO) } }),
    });
    await screen.findByText('No photo yet.');
    fireEvent.drop(screen.getByTestId('photo-card'), { dataTransfer: { files: [png()] } });
    expect(await screen.findByText('Photo saved.')).toBeTruthy();
    expect(callsOf(calls, 'SetFormPhoto')).toHaveLength(1);
  });

  it('removes the photo only after a confirmation', async () => {
    const { calls } = render({
      FormPhoto: () => ({ data: { form: form(PHOTO) } }),
      RemoveFormPhoto: () => ({ data: { removeFormPhoto: form(null) } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove photo' }));
    let dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsOf(calls, 'RemoveFormPhoto')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Remove the photo?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No photo yet.')).toBeTruthy();
    expect(callsOf(calls, 'RemoveFormPhoto')[0]).toEqual({ input: { id: 'f1' } });
    expect(screen.getByText('Photo removed.')).toBeTruthy();
  });

  it('offers no upload or removal on an archived form', async () => {
    render({ FormPhoto: () => ({ data: { form: form(PHOTO, 'ARCHIVED') } }) });
    await screen.findByRole('img', { name: "The applicant's photo" });
    expect(screen.queryByLabelText(/photo \(JPEG or PNG\)/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).toBeNull();
  });

  it('shows loading, then a failure with a retry that loads again', async () => {
    let fail = true;
    const { calls } = render({
      FormPhoto: () => {
        if (fail) throw new Error('network down');
        return { data: { form: form(null) } };
      },
    });
    expect(screen.getByText('Loading the photo…')).toBeTruthy();
    expect(await screen.findByText('The photo could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No photo yet.')).toBeTruthy();
    expect(callsOf(calls, 'FormPhoto').length).toBe(2);
  });

  it('lists the DS-160 photo rules', async () => {
    render({ FormPhoto: () => ({ data: { form: form(null) } }) });
    expect(screen.getByText('DS-160 photo rules')).toBeTruthy();
    expect(screen.getByText(/Square, 600 x 600 to 1200 x 1200 pixels, JPEG, 240 kB or less/)).toBeTruthy();
    expect(screen.getByText(/no glasses/)).toBeTruthy();
  });
});
