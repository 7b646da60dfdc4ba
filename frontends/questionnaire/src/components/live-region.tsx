import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';

type Announce = (text: string) => void;

const LiveRegionContext = createContext<Announce>(() => undefined);

/** Announces short texts (errors, added or removed entries) through one polite live region. */
export function LiveRegionProvider({ children }: { children: ReactNode }) {
  const [text, setText] = useState('');
  const toggle = useRef(false);
  const announce = useCallback((next: string) => {
    // A trailing non-breaking space alternates so that repeating the same text is announced again.
    toggle.current = !toggle.current;
    setText(toggle.current ? next : `${next}\u00a0`);
  }, []);
  return (
    <LiveRegionContext.Provider value={announce}>
      {children}
      <div
        className="pq-visually-hidden"
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-testid="pq-live-region"
      >
        {text}
      </div>
    </LiveRegionContext.Provider>
  );
}

export const useAnnounce = () => useContext(LiveRegionContext);
