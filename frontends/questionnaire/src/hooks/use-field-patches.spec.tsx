import { act, fireEvent, render } from '@testing-library/react';
import { useFieldPatches, type FieldPatches, type PatchHandler } from './use-field-patches';

function Probe({ onPatch, expose }: { onPatch: PatchHandler; expose: (api: FieldPatches) => void }) {
  expose(useFieldPatches(onPatch, 500));
  return null;
}

describe('useFieldPatches', () => {
  let api: FieldPatches;
  const setup = () => {
    const onPatch = jest.fn();
    const view = render(<Probe onPatch={onPatch} expose={(next) => (api = next)} />);
    return { onPatch, view };
  };
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the last value of a path once typing pauses, separately per path', () => {
    const { onPatch } = setup();
    act(() => {
      api.queue('surname', 'S');
      api.queue('surname', 'SMI');
      jest.advanceTimersByTime(300);
      api.queue('givenName', 'ANA');
      jest.advanceTimersByTime(100);
      api.queue('surname', 'SMITH');
      jest.advanceTimersByTime(399);
    });
    expect(onPatch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onPatch).toHaveBeenCalledTimes(1);
    expect(onPatch).toHaveBeenLastCalledWith([{ path: 'givenName', value: 'ANA' }]);
    act(() => jest.advanceTimersByTime(99));
    expect(onPatch).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1));
    expect(onPatch).toHaveBeenLastCalledWith([{ path: 'surname', value: 'SMITH' }]);
    expect(onPatch).toHaveBeenCalledTimes(2);
  });

  it('tells the host at once of a value waiting for its pause', () => {
    const onPatch = jest.fn();
    const onPending = jest.fn();
    function Host() {
      api = useFieldPatches(onPatch, 500, onPending);
      return null;
    }
    render(<Host />);
    act(() => api.queue('surname', 'SMI'));
    expect(onPending).toHaveBeenCalledWith({ path: 'surname', value: 'SMI' });
    expect(onPatch).not.toHaveBeenCalled();
  });

  it('flushes one path on blur and everything when the document is hidden', () => {
    const { onPatch } = setup();
    act(() => {
      api.queue('surname', 'SMITH');
      api.queue('givenName', 'ANA');
      api.flush('surname');
    });
    expect(onPatch).toHaveBeenLastCalledWith([{ path: 'surname', value: 'SMITH' }]);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    act(() => {
      fireEvent(document, new Event('visibilitychange'));
    });
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    expect(onPatch).toHaveBeenLastCalledWith([{ path: 'givenName', value: 'ANA' }]);
    act(() => jest.advanceTimersByTime(1000));
    expect(onPatch).toHaveBeenCalledTimes(2);
  });

  it('sends related patches together and flushes what waits on unmount', () => {
    const { onPatch, view } = setup();
    act(() => {
      api.queue('nativeFullName', 'ИВАН');
      api.send([
        { path: 'nativeFullName', value: '' },
        { path: 'nativeFullNameNa', value: true },
      ]);
      api.queue('birthCity', 'KYIV');
    });
    expect(onPatch).toHaveBeenLastCalledWith([
      { path: 'nativeFullName', value: '' },
      { path: 'nativeFullNameNa', value: true },
    ]);
    view.unmount();
    expect(onPatch).toHaveBeenLastCalledWith([{ path: 'birthCity', value: 'KYIV' }]);
    expect(window.localStorage.length + window.sessionStorage.length).toBe(0);
  });
});
