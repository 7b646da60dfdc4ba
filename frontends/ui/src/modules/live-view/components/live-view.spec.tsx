import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { relayedInput, startLiveViewTestServer } from '../../../testing/live-view-server';
import { HELLO_AGAIN_MS, LiveView, type LiveViewTexts } from './live-view';

const texts: LiveViewTexts = {
  pageLabel: "CEAC's page",
  connecting: 'Connecting…',
  watchOnly: 'Watching',
  yourTurn: 'Your turn',
  captchaTurn: 'Your turn on the captcha page',
  ended: 'Ended',
  lost: 'Lost',
  refused: 'Refused',
  typeHere: 'Type here',
  send: 'Send',
};

describe('LiveView', () => {
  let server: Awaited<ReturnType<typeof startLiveViewTestServer>>;
  beforeAll(async () => {
    server = await startLiveViewTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.received.length = 0;
    server.mode = 'sign';
    server.waiting = 'signature';
  });

  it('in captcha mode (a captcha page waits, the viewer may answer it) says it is their turn there, and taps and keys go to the page', async () => {
    server.mode = 'captcha';
    server.waiting = 'captcha';
    render(<LiveView path={`${server.origin}/live-view/s1?ticket=t`} texts={texts} />);
    const frame = await screen.findByTestId('live-view-frame');
    await waitFor(() =>
      expect(screen.getByTestId('live-view-status').textContent).toBe('Your turn on the captcha page'),
    );
    expect(screen.getByTestId('live-view').getAttribute('data-state')).toBe('captcha');
    fireEvent.pointerDown(frame, { clientX: 0, clientY: 0 });
    fireEvent.pointerUp(frame, { clientX: 0, clientY: 0 });
    fireEvent.keyDown(frame.parentElement!, { key: 'K' });
    fireEvent.keyDown(frame.parentElement!, { key: 'Backspace' });
    await waitFor(() =>
      expect(relayedInput(server.received)).toEqual([
        'mouse:down',
        'mouse:up',
        'text:K',
        'key:down',
        'key:up',
      ]),
    );
  });

  it('says hello again while no picture came (a worker whose screencast did not start), and stops once one came', async () => {
    server.hellosWithoutFrame = 1;
    render(<LiveView path={`${server.origin}/live-view/s1?ticket=t`} texts={texts} />);
    await waitFor(() => expect(screen.getByTestId('live-view-status').textContent).toBe('Your turn'));
    expect(screen.queryByTestId('live-view-frame')).toBeNull();
    const frame = await screen.findByTestId('live-view-frame', {}, { timeout: HELLO_AGAIN_MS + 2000 });
    expect(frame.getAttribute('alt')).toBe("CEAC's page");
    expect(server.received.filter((m) => m.type === 'hello')).toHaveLength(2);
    // A picture came: no more hellos.
    await new Promise((resolve) => setTimeout(resolve, HELLO_AGAIN_MS + 500));
    expect(server.received.filter((m) => m.type === 'hello')).toHaveLength(2);
  }, 15_000);
});
