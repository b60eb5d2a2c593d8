// A message's publish and event times read in the console's one date-time format, in the reader's
// language, with Pulsar's own value kept on the <time> element and on hover (issue 14 item 10).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import type { FetchedMessage } from './message-bytes.api.ts';
import { MessageView } from './message-view.tsx';

// Tests run in UTC (vitest.config.ts), so the formatted times below are fixed.
const PUBLISHED = '2026-11-22T15:04:05.000Z';
const EVENT = '2026-01-02T03:04:05.000Z';

function message(times: { publishTime?: string; eventTime?: string }): FetchedMessage {
  return {
    metadata: { messageId: '7:3', encrypted: false, nullValue: false, properties: [], ...times },
    payload: new TextEncoder().encode('hello'),
  };
}

const cell = (label: string) =>
  screen.getByText(label).closest('.ant-descriptions-item-label')!.nextElementSibling as HTMLElement;

afterEach(() => i18n.changeLanguage('en'));

describe('message times', () => {
  it('shows publish and event time formatted, not as the raw ISO text', async () => {
    render(
      <MessageView message={message({ publishTime: PUBLISHED, eventTime: EVENT })} schemaType={undefined} />,
    );

    expect(cell('Publish Time')).toHaveTextContent(/^Nov 22, 2026, 3:04:05\sPM$/);
    expect(cell('Event Time')).toHaveTextContent(/^Jan 2, 2026, 3:04:05\sAM$/);
    expect(cell('Publish Time').querySelector('time')).toHaveAttribute('dateTime', PUBLISHED);

    await userEvent.hover(within(cell('Publish Time')).getByText(/Nov 22/));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(PUBLISHED);
  });

  it('uses the 24-hour Chinese format in Chinese', async () => {
    await i18n.changeLanguage('zh');
    render(
      <MessageView message={message({ publishTime: PUBLISHED, eventTime: EVENT })} schemaType={undefined} />,
    );

    expect(screen.getByText('2026年11月22日 15:04:05')).toBeInTheDocument();
    expect(screen.getByText('2026年1月2日 03:04:05')).toBeInTheDocument();
  });

  it('says there is no event time when the producer set none', () => {
    render(<MessageView message={message({ publishTime: PUBLISHED })} schemaType={undefined} />);

    expect(cell('Event Time')).toHaveTextContent(/^—$/);
    expect(cell('Event Time').querySelector('time')).toBeNull();
  });
});
