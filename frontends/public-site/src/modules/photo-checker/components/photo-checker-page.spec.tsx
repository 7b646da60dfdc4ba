import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeServer, renderPage } from '../../../testing/render-page';
import { loadFaceDetector } from '../hooks/face-detector';
import { decodePhoto, renderCorrected } from '../hooks/photo-canvas';
import type { FaceMeasure } from '../utils/photo-rules';
import { PhotoCheckerPage } from './photo-checker-page';

// The browser parts (canvas decoding, face-api) are replaced: jsdom has neither. The e2e journey
// checks-a-visa-photo runs them for real in Chromium.
jest.mock('../hooks/face-detector', () => ({
  faceDetectorLoaded: () => false,
  loadFaceDetector: jest.fn(),
}));
jest.mock('../hooks/photo-canvas', () => ({
  decodePhoto: jest.fn(),
  detectionCanvas: (photo: { width: number }) => ({ canvas: photo, scale: 1 }),
  samplePixels: () => new Uint8ClampedArray([224, 172, 140, 255]),
  renderCorrected: jest.fn(),
}));

const JPEG_HEADER = [0xff, 0xd8, 0xff, 0xe0];
const file = (name: string, bytes: number, header = JPEG_HEADER) => {
  const content = new Uint8Array(bytes);
  content.set(header);
  return new File([content], name, { type: 'image/jpeg' });
};

/** A face whose head is `head` of a `size`-pixel-high image, eyes `eyes` up from the bottom, centred at x. */
function face(x: number, size: number, head: number, eyes: number): FaceMeasure {
  const eyeY = size * (1 - eyes);
  const chinY = eyeY + (head * size) / 2;
  return {
    box: { x: x - 100, y: eyeY - 50, width: 200, height: chinY - eyeY + 50 },
    leftEye: { x: x - 40, y: eyeY },
    rightEye: { x: x + 40, y: eyeY },
    chin: { x, y: chinY },
  };
}

async function choose(chosen: File) {
  // The checker loads with the page (React.lazy).
  const input = await screen.findByLabelText('Choose a photo');
  await act(async () => {
    fireEvent.change(input, { target: { files: [chosen] } });
  });
}

beforeEach(() => {
  // Signed out; the page itself makes no request at all (asserted in the e2e journey).
  fakeServer({ viewer: () => null });
  jest.mocked(loadFaceDetector).mockReset();
  jest.mocked(decodePhoto).mockReset();
  jest.mocked(renderCorrected).mockReset();
  URL.createObjectURL = jest.fn(() => 'blob:photo');
  URL.revokeObjectURL = jest.fn();
});

describe('US visa photo checker page', () => {
  it('names the page and offers a keyboard-reachable file picker, without loading the detector', async () => {
    renderPage(<PhotoCheckerPage />, '/resources/us-visa-photo-checker');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('US visa photo checker');
    expect(document.title).toBe('US visa photo checker · Portico');
    expect(screen.getByText('Loading the photo checker…').getAttribute('role')).toBe('status');
    const input = await screen.findByLabelText('Choose a photo');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      screen.getByText('Your photo is checked on this device. It is never uploaded or stored.'),
    ).toBeTruthy();
    expect(loadFaceDetector).not.toHaveBeenCalled();
  });

  it('refuses a file that is not an image before fetching the detector', async () => {
    jest.mocked(decodePhoto).mockRejectedValue(new Error('InvalidStateError'));
    renderPage(<PhotoCheckerPage />);
    await choose(file('notes.txt', 100, [0x68, 0x65, 0x6c, 0x6c]));
    expect((await screen.findByTestId('photo-failed')).textContent).toBe(
      'This file could not be read as an image. Choose a JPEG or PNG photo.',
    );
    expect(loadFaceDetector).not.toHaveBeenCalled();
  });

  it('checks a photo dropped on the drop zone', async () => {
    jest.mocked(decodePhoto).mockRejectedValue(new Error('InvalidStateError'));
    renderPage(<PhotoCheckerPage />);
    const zone = await screen.findByTestId('photo-drop-zone');
    fireEvent.dragOver(zone);
    expect(screen.getByText('Drop the photo to check it')).toBeTruthy();
    const dropped = file('scan.pdf', 100, [0x25, 0x50, 0x44, 0x46]);
    await act(async () => {
      fireEvent.drop(zone, { dataTransfer: { files: [dropped] } });
    });
    expect((await screen.findByTestId('photo-failed')).textContent).toBe(
      'This file could not be read as an image. Choose a JPEG or PNG photo.',
    );
    expect(decodePhoto).toHaveBeenCalledWith(dropped);
    expect(
      screen.getByText('Or drag and drop it here. A JPEG or PNG from your phone or camera.'),
    ).toBeTruthy();
  });

  it('refuses a file over 30 MB without reading it', async () => {
    renderPage(<PhotoCheckerPage />);
    await choose(file('huge.jpg', 30 * 1024 * 1024 + 1));
    expect((await screen.findByTestId('photo-failed')).textContent).toBe(
      'This file is larger than 30 MB. Choose a photo file.',
    );
    expect(decodePhoto).not.toHaveBeenCalled();
  });

  it('says so when the face detector cannot be loaded', async () => {
    jest
      .mocked(decodePhoto)
      .mockResolvedValue({ bitmap: { close() {} } as ImageBitmap, width: 600, height: 600 });
    jest.mocked(loadFaceDetector).mockRejectedValue(new Error('offline'));
    renderPage(<PhotoCheckerPage />);
    await choose(file('me.jpg', 1000));
    expect((await screen.findByTestId('photo-failed')).textContent).toBe(
      'The face detector could not be loaded. Check your connection and choose the photo again.',
    );
  });

  it('explains each broken rule and shows the corrected copy checked again', async () => {
    const detect = jest
      .fn()
      // The phone photo: 1280 x 1800, head 36 %, eyes 55.5 % up.
      .mockResolvedValueOnce([face(660, 1800, 0.36, 0.555)])
      // The corrected copy: 1080 x 1080, head 60 %, eyes 62 % up.
      .mockResolvedValueOnce([face(540, 1080, 0.6, 0.62)]);
    jest.mocked(loadFaceDetector).mockResolvedValue({ detect });
    jest
      .mocked(decodePhoto)
      .mockResolvedValueOnce({ bitmap: { close() {} } as ImageBitmap, width: 1280, height: 1800 })
      .mockResolvedValueOnce({ bitmap: { close() {} } as ImageBitmap, width: 1080, height: 1080 });
    jest.mocked(renderCorrected).mockResolvedValue(file('corrected.jpg', 180_000));
    renderPage(<PhotoCheckerPage />);
    await choose(file('phone.jpg', 381_000));

    await waitFor(() => expect(screen.getByTestId('photo-corrected-verdict')).toBeTruthy());
    const issues = [...screen.getByTestId('photo-original-issues').querySelectorAll('li')].map(
      (item) => item.textContent,
    );
    expect(issues).toEqual([
      'The photo is 1280 × 1800 pixels: it is not square. What to do: Crop it to a square (as wide as it is high), or download the corrected copy.',
      'The photo is 1280 × 1800 pixels: larger than 1200 × 1200. What to do: Resize it to between 600 × 600 and 1200 × 1200 pixels, or download the corrected copy.',
      'The file is 381 kB: more than 240 kB. What to do: Save it with more JPEG compression, or download the corrected copy, which fits.',
      'Your head is 36% of the height: less than 50%. What to do: Your head, from the top of the hair to the chin, must be 50% to 69% of the height. Crop closer, or download the corrected copy.',
      'Your eyes are 55.5% up from the bottom: lower than 56%. What to do: Leave less space above your head, or download the corrected copy.',
    ]);
    expect(screen.getByTestId('photo-original-verdict').textContent).toBe('5 rules are not met:');
    expect(screen.getByTestId('photo-corrected-verdict').textContent).toBe(
      'This photo meets every rule the checker can test.',
    );
    expect(screen.getByTestId('photo-corrected-details').textContent).toBe(
      '1080 × 1080 pixels · 180 kB · JPEG',
    );
    const download = screen.getByRole('link', { name: 'Download the corrected photo' });
    expect(download.getAttribute('download')).toBe('phone-ds160.jpg');
    // The planned crop: head 0.36 x 1800 = 648 px is 60 % of a 1080 px square.
    expect(jest.mocked(renderCorrected).mock.calls[0][1]).toMatchObject({
      outputSide: 1080,
      enlarged: false,
    });
    // The verdict takes the focus.
    expect(document.activeElement?.textContent).toBe('Your photo');
  });

  it('offers no corrected copy for a group photo', async () => {
    jest.mocked(loadFaceDetector).mockResolvedValue({
      detect: jest.fn().mockResolvedValue([face(300, 1000, 0.3, 0.6), face(700, 1000, 0.3, 0.6)]),
    });
    jest
      .mocked(decodePhoto)
      .mockResolvedValue({ bitmap: { close() {} } as ImageBitmap, width: 1000, height: 1000 });
    renderPage(<PhotoCheckerPage />);
    await choose(file('friends.jpg', 200_000));
    expect((await screen.findByTestId('photo-cannot-correct')).textContent).toBe(
      'A corrected copy cannot fix this photo. Take a new one and check it again.',
    );
    expect(screen.getByTestId('photo-original-issues').textContent).toContain('2 faces were found.');
    expect(renderCorrected).not.toHaveBeenCalled();
    expect(screen.queryByTestId('photo-corrected-section')).toBeNull();
  });
});
