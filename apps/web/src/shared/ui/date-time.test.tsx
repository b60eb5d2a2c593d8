// Tests run with TZ=UTC (vitest.config.ts), so the shown times are the UTC ones.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../i18n/i18n.ts';
import { DateTime } from './date-time.tsx';

const PULSAR_VALUE = '2026-11-22T15:04:05.123+00:00';
const EPOCH_MS = Date.UTC(2026, 10, 22, 15, 4, 5);

describe('<DateTime>', () => {
  afterEach(() => switchLanguage('en'));

  it('shows date and time to the second in English, machine-readable in <time>', () => {
    render(<DateTime value={EPOCH_MS} />);
    const time = screen.getByText('Nov 22, 2026, 3:04:05 PM');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2026-11-22T15:04:05.000Z');
  });

  it('uses the 24-hour clock in Chinese', async () => {
    await switchLanguage('zh');
    render(<DateTime value={EPOCH_MS} />);
    expect(screen.getByText('2026年11月22日 15:04:05')).toBeInTheDocument();
  });

  it('keeps the raw value, as Pulsar sent it, in the tooltip', async () => {
    render(<DateTime value={PULSAR_VALUE} />);
    await userEvent.hover(screen.getByText('Nov 22, 2026, 3:04:05 PM'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(PULSAR_VALUE);
  });

  it('says how long ago when asked to, the date still on hover', async () => {
    render(<DateTime value={Date.now() - 3 * 60_000} relative />);
    const time = screen.getByText('3 minutes ago');
    await userEvent.hover(time);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^\d{4}-\d\d-\d\dT/);
  });

  it('shows a dash for no value and an unreadable value as it came', () => {
    const { container } = render(
      <>
        <DateTime value={undefined} />|<DateTime value="not a date" />
      </>,
    );
    expect(container).toHaveTextContent('—|not a date');
  });
});
