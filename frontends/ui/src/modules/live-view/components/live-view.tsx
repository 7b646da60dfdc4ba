import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';

/** What the live view says around the page, in the reader's language (each frontend's catalog). */
export interface LiveViewTexts {
  /** The image's accessible name ("CEAC's page in the robot's browser"). */
  pageLabel: string;
  connecting: string;
  /** Read-only: only the applicant's input reaches the page. */
  watchOnly: string;
  /** The applicant may act on the page now. */
  yourTurn: string;
  /** A captcha page waits and this viewer may answer it: type into CEAC's box, press CEAC's button. */
  captchaTurn: string;
  /** The robot left the page (filed, or moved on). */
  ended: string;
  /** The connection to the robot's browser broke (its worker stopped): the filing resumes by itself. */
  lost: string;
  /** A click or key that did not reach the page. */
  refused: string;
  /** Label of the text box that sends typed text to the page (phones' keyboards). */
  typeHere: string;
  send: string;
}

/** The keys of LiveViewTexts, in the order the frontends' catalogs name them (`live<Key>`). */
export const LIVE_VIEW_TEXT_KEYS = [
  'pageLabel',
  'connecting',
  'watchOnly',
  'yourTurn',
  'captchaTurn',
  'ended',
  'lost',
  'refused',
  'typeHere',
  'send',
] as const satisfies readonly (keyof LiveViewTexts)[];

/** The live view's texts from a frontend's catalog: `text('pageLabel')` is its `livePageLabel`. */
export function liveViewTexts(text: (catalogKey: string) => string): LiveViewTexts {
  const texts = {} as LiveViewTexts;
  for (const key of LIVE_VIEW_TEXT_KEYS) texts[key] = text(`live${key[0].toUpperCase()}${key.slice(1)}`);
  return texts;
}

/** `sign` and `captcha`: this viewer's input reaches the page now (the sign page, a captcha page). */
export type LiveViewState = 'connecting' | 'watch' | 'sign' | 'captcha' | 'ended' | 'lost';

interface Frame {
  src: string;
  width: number;
  height: number;
}

/** How long a connected view waits for its first picture before saying hello again. */
export const HELLO_AGAIN_MS = 3000;

/** Special keys the worker relays (docs/adr/0042); everything else printable travels as text. */
const KEYS = new Set([
  'Backspace',
  'Tab',
  'Enter',
  'Escape',
  ' ',
  'End',
  'Home',
  'ArrowLeft',
  'ArrowUp',
  'ArrowRight',
  'ArrowDown',
  'Delete',
]);

/**
 * The live view of the robot's browser (docs/adr/0042): CEAC's page as the robot's Chromium shows
 * it, streamed over a same-origin WebSocket (`path` from openLiveView, ticket included), fitted to
 * the width of the screen (a phone too). In `sign` mode (the applicant, while CEAC's sign page waits
 * for them) and `captcha` mode (whoever may answer captchas, while a captcha page waits: they type
 * into CEAC's box and press CEAC's button, docs/adr/0042 addendum) pointer, wheel and keys go to the
 * page; otherwise the view is read-only.
 */
export function LiveView({
  path,
  texts,
  onState,
  onFrame,
}: {
  path: string;
  texts: LiveViewTexts;
  onState?: (state: LiveViewState, detail: { deadline: string | null; error: string | null }) => void;
  /** Called with each frame's sequence number once it is drawn (figures, tests). */
  onFrame?: (seq: number) => void;
}) {
  const socket = useRef<WebSocket | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const [frame, setFrame] = useState<Frame | null>(null);
  const [state, setState] = useState<LiveViewState>('connecting');
  const [refused, setRefused] = useState(false);
  const [typed, setTyped] = useState('');
  const stateRef = useRef(state);
  stateRef.current = state;
  const onStateRef = useRef(onState);
  onStateRef.current = onState;
  const onFrameRef = useRef(onFrame);
  onFrameRef.current = onFrame;

  useEffect(() => {
    const url = new URL(path, window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const ws = new WebSocket(url);
    socket.current = ws;
    const change = (
      next: LiveViewState,
      detail = { deadline: null as string | null, error: null as string | null },
    ) => {
      setState(next);
      onStateRef.current?.(next, detail);
    };
    let framed = false;
    let helloTimer: number | undefined;
    const hello = () => {
      if (framed || ws.readyState !== WebSocket.OPEN) return;
      const dpr = Math.min(window.devicePixelRatio || 1, 2);
      ws.send(
        JSON.stringify({
          type: 'hello',
          width: Math.round(Math.max(window.innerWidth, 320) * dpr),
          height: Math.round(Math.max(window.innerHeight, 480) * dpr),
        }),
      );
      // The worker answers a hello with the page as it is now; until a picture came, ask again.
      helloTimer = window.setTimeout(hello, HELLO_AGAIN_MS);
    };
    ws.onopen = hello;
    ws.onmessage = (event: MessageEvent<string>) => {
      const message = JSON.parse(event.data) as Record<string, unknown>;
      if (message.type === 'frame') {
        framed = true;
        window.clearTimeout(helloTimer);
        setFrame({
          src: `data:image/jpeg;base64,${String(message.data)}`,
          width: Number(message.width),
          height: Number(message.height),
        });
        const seq = Number(message.seq);
        requestAnimationFrame(() => onFrameRef.current?.(seq));
      } else if (message.type === 'mode')
        change(message.mode === 'sign' || message.mode === 'captcha' ? message.mode : 'watch', {
          deadline: typeof message.deadline === 'string' ? message.deadline : null,
          error: typeof message.error === 'string' ? message.error : null,
        });
      else if (message.type === 'input-refused') {
        setRefused(true);
        window.setTimeout(() => setRefused(false), 2500);
      } else if (message.type === 'ended') change('ended');
    };
    ws.onclose = () => {
      if (stateRef.current !== 'ended') change('lost');
    };
    return () => {
      window.clearTimeout(helloTimer);
      socket.current = null;
      ws.onclose = null;
      ws.close();
    };
  }, [path]);

  const send = (message: Record<string, unknown>) => {
    if (socket.current?.readyState === WebSocket.OPEN) socket.current.send(JSON.stringify(message));
  };
  /** Where on the page a pointer is: fractions of the image. */
  const at = (event: { clientX: number; clientY: number }) => {
    const box = image.current!.getBoundingClientRect();
    return {
      x: Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)),
      y: Math.min(1, Math.max(0, (event.clientY - box.top) / box.height)),
    };
  };
  const interactive = state === 'sign' || state === 'captcha';
  const pointer = (action: 'down' | 'up') => (event: PointerEvent<HTMLImageElement>) => {
    event.preventDefault();
    // Anyone may try; the worker relays only the applicant's input and says so otherwise.
    send({ type: 'input', kind: 'mouse', action, ...at(event), clickCount: 1 });
  };
  const wheel = (event: WheelEvent<HTMLImageElement>) => {
    if (!interactive) return;
    send({ type: 'input', kind: 'mouse', action: 'wheel', ...at(event), deltaY: event.deltaY });
  };
  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!interactive || event.target !== event.currentTarget) return;
    if (KEYS.has(event.key)) {
      event.preventDefault();
      send({ type: 'input', kind: 'key', action: 'down', key: event.key });
      send({ type: 'input', kind: 'key', action: 'up', key: event.key });
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      send({ type: 'input', kind: 'text', text: event.key });
    }
  };

  const status = {
    connecting: texts.connecting,
    sign: texts.yourTurn,
    captcha: texts.captchaTurn,
    ended: texts.ended,
    lost: texts.lost,
    watch: texts.watchOnly,
  }[state];
  return (
    <div className="ui-live-view" data-testid="live-view" data-state={state}>
      <p role="status" data-testid="live-view-status">
        {status}
      </p>
      {refused && (
        <p className="ui-error" data-testid="live-view-refused">
          {texts.refused}
        </p>
      )}
      <div
        tabIndex={0}
        onKeyDown={key}
        style={{
          outline: interactive ? '2px solid var(--color-primary, #1d4ed8)' : undefined,
          touchAction: interactive ? 'pinch-zoom' : undefined,
        }}
      >
        {frame ? (
          <img
            ref={image}
            src={frame.src}
            alt={texts.pageLabel}
            data-testid="live-view-frame"
            data-page-width={frame.width}
            data-page-height={frame.height}
            draggable={false}
            onPointerDown={pointer('down')}
            onPointerUp={pointer('up')}
            onWheel={wheel}
            style={{
              display: 'block',
              width: '100%',
              height: 'auto',
              cursor: interactive ? 'pointer' : 'default',
              userSelect: 'none',
            }}
          />
        ) : (
          <div aria-hidden="true" style={{ minHeight: '12rem' }} />
        )}
      </div>
      {interactive && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (typed) send({ type: 'input', kind: 'text', text: typed.slice(0, 64) });
            setTyped('');
          }}
          style={{ display: 'flex', gap: '0.5rem', marginTop: '0.5rem' }}
        >
          <label style={{ flex: 1 }}>
            <span>{texts.typeHere}</span>
            <input
              className="ui-input"
              autoComplete="off"
              autoCapitalize="characters"
              value={typed}
              maxLength={64}
              data-testid="live-view-text"
              onChange={(event) => setTyped(event.target.value)}
            />
          </label>
          <button type="submit" className="ui-button" data-testid="live-view-send">
            {texts.send}
          </button>
        </form>
      )}
    </div>
  );
}
