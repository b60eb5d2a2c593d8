import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { simulateOrdersSubscriptions } from '../test-support/simulated-subscriptions.ts';

// The DOCTOR tab on the subscription page, against the simulator (MSW): a subscription whose
// consumer reached its unacknowledged limit, one nobody reads, and one drained.
const pageOf = (subscription: string) =>
  `/management/subscriptions/persistent/finance/payments/orders/${subscription}/subscription?tab=doctor`;

async function simulate() {
  return await simulateOrdersSubscriptions(
    { audit: 20, archive: 7, drained: 0 },
    {
      audit: [
        { name: 'audit-reader-1', unackedMessages: 2, msgRateOut: 3 },
        { name: 'audit-reader-2', unackedMessages: 5, maxUnackedMessages: 5 },
      ],
      drained: [{ name: 'drained-reader', msgRateOut: 1 }],
    },
  );
}

describe('the subscription doctor tab', { timeout: 60_000 }, () => {
  it('names the blocked consumer, with its figures and where the limit is raised', async () => {
    await simulate();
    renderApp(pageOf('audit'));
    const findings = await screen.findByRole('list', { name: 'What holds this subscription back' });
    const [finding] = within(findings).getAllByRole('listitem') as [HTMLElement];
    expect(finding).toHaveTextContent('Dispatch stopped at the unacknowledged-messages limit');
    expect(finding).toHaveTextContent(
      'Blocked consumers: audit-reader-2 (7 unacknowledged messages in all).',
    );
    expect(within(finding).getByRole('link', { name: 'Open the consumers' })).toBeInTheDocument();
    expect(
      within(finding).getByRole('link', { name: "Namespace finance/payments's policies" }),
    ).toHaveAttribute(
      'href',
      expect.stringContaining('/management/namespaces/finance/payments/namespace?tab=policies'),
    );
    // Nothing published, 3 msg/s dispatched: 20 messages in about 7 s.
    expect(screen.getByText(/About 7 s at the current rates/)).toBeInTheDocument();
  });

  it('says nobody reads a subscription without consumers, and links to clearing it, in Chinese', async () => {
    await simulate();
    // The console starts in the language the browser chose before.
    localStorage.setItem('language', 'zh');
    try {
      renderApp(pageOf('archive'));
      const findings = await screen.findByRole('list', { name: '阻碍此订阅的因素' });
      const [finding] = within(findings).getAllByRole('listitem') as [HTMLElement];
      expect(finding).toHaveTextContent('没有已连接的消费者');
      expect(finding).toHaveTextContent('7 条消息在等待，但没有消费者读取。');
      await userEvent.click(within(finding).getByRole('link', { name: '积压操作' }));
      expect(await screen.findByRole('tab', { name: '积压操作', selected: true })).toBeInTheDocument();
    } finally {
      localStorage.removeItem('language');
      await i18n.changeLanguage('en');
    }
  });

  it('finds nothing holding a drained subscription back', async () => {
    await simulate();
    renderApp(pageOf('drained'));
    expect(await screen.findByText('Nothing holds this subscription back.')).toBeInTheDocument();
    expect(screen.getByText('The backlog is empty.')).toBeInTheDocument();
  });
});
