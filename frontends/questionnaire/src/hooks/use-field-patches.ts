import { useCallback, useEffect, useRef } from 'react';

/** One changed answer: `path` is the answer's path inside the form (e.g. `otherNames.1.surname`). */
export interface FieldPatch {
  path: string;
  value: unknown;
}

export type PatchHandler = (patches: FieldPatch[]) => void;

export interface FieldPatches {
  /** Remember a value and send it after `delayMs` without further changes to the same path. */
  queue: (path: string, value: unknown) => void;
  /** Send these values now, in one call, together with anything still waiting for the same paths. */
  send: (patches: FieldPatch[]) => void;
  /** Send what waits for one path (on blur), or for every path when none is given. */
  flush: (path?: string) => void;
}

/**
 * Field-level autosave plumbing: a debounce per path, flushed on blur, when the document is
 * hidden and on unmount. Nothing is kept in browser storage: the handler owns persistence.
 */
export function useFieldPatches(
  onPatch: PatchHandler | undefined,
  delayMs: number,
  /** Told at once of a value that waits for its pause (the host then knows the answer is being edited). */
  onPending?: (patch: FieldPatch) => void,
): FieldPatches {
  const handler = useRef(onPatch);
  handler.current = onPatch;
  const pendingHandler = useRef(onPending);
  pendingHandler.current = onPending;
  const pending = useRef(new Map<string, unknown>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const take = useCallback((paths: Iterable<string>): FieldPatch[] => {
    const out: FieldPatch[] = [];
    for (const path of paths) {
      const timer = timers.current.get(path);
      if (timer !== undefined) clearTimeout(timer);
      timers.current.delete(path);
      if (pending.current.has(path)) {
        out.push({ path, value: pending.current.get(path) });
        pending.current.delete(path);
      }
    }
    return out;
  }, []);

  const emit = useCallback((patches: FieldPatch[]) => {
    if (patches.length > 0) handler.current?.(patches);
  }, []);

  const flush = useCallback(
    (path?: string) => emit(take(path === undefined ? [...pending.current.keys()] : [path])),
    [emit, take],
  );

  const queue = useCallback(
    (path: string, value: unknown) => {
      pending.current.set(path, value);
      pendingHandler.current?.({ path, value });
      const previous = timers.current.get(path);
      if (previous !== undefined) clearTimeout(previous);
      timers.current.set(
        path,
        setTimeout(() => flush(path), delayMs),
      );
    },
    [delayMs, flush],
  );

  const send = useCallback(
    (patches: FieldPatch[]) => {
      for (const patch of patches) pending.current.set(patch.path, patch.value);
      emit(take(patches.map((patch) => patch.path)));
    },
    [emit, take],
  );

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    const onPageHide = () => flush();
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      flush();
    };
  }, [flush]);

  return { queue, send, flush };
}
