import { act, fireEvent, render, screen } from '@testing-library/react';
import { AlertProvider } from './alert-provider';
import { useAlerts } from '../hooks/use-alerts';
import { DEFAULT_ALERT_TIMEOUT } from '../utils/alert';

function PushTwo() {
  const alerts = useAlerts();
  return (
    <button
      type="button"
      onClick={() => {
        alerts.push({ type: 'success', title: 'Saved', message: 'First message', timeout: 500 });
        alerts.push({ type: 'error', title: 'Failed', message: 'Second message' });
      }}
    >
      push
    </button>
  );
}

describe('alert queue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows queued alerts one after the other, each for its own timeout', () => {
    render(
      <AlertProvider closeLabel="Close">
        <PushTwo />
      </AlertProvider>,
    );
    fireEvent.click(screen.getByText('push'));
    expect(screen.getAllByTestId('alert')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toContain('Saved');
    expect(screen.getByRole('alert').textContent).toBe('');

    act(() => jest.advanceTimersByTime(499));
    expect(screen.getByRole('status').textContent).toContain('First message');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('alert').textContent).toContain('Failed');

    act(() => jest.advanceTimersByTime(DEFAULT_ALERT_TIMEOUT));
    expect(screen.queryByTestId('alert')).toBeNull();
  });

  it('closes the current alert with its labelled close button and shows the next', () => {
    render(
      <AlertProvider closeLabel="Close alert">
        <PushTwo />
      </AlertProvider>,
    );
    fireEvent.click(screen.getByText('push'));
    fireEvent.click(screen.getByRole('button', { name: 'Close alert' }));
    expect(screen.getByRole('alert').textContent).toContain('Second message');
  });

  it('refuses to be used without the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<PushTwo />)).toThrow(/AlertProvider/);
  });
});
