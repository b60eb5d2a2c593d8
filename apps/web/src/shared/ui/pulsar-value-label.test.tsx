import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { PulsarValueLabel } from './pulsar-value-label.tsx';

function renderInChinese(node: ReactNode) {
  void i18n.changeLanguage('zh');
  return render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

describe('PulsarValueLabel', () => {
  afterEach(() => void i18n.changeLanguage('en'));

  it('translates a known word and keeps Pulsar’s word as a focusable tooltip trigger', () => {
    renderInChinese(<PulsarValueLabel vocabulary="topicDomain" value="non-persistent" />);
    expect(screen.getByText('非持久化')).toHaveAttribute('tabindex', '0');
  });

  it('shows a word it does not know (a newer Pulsar’s) as Pulsar wrote it, and a dash for none', () => {
    renderInChinese(
      <>
        <p>
          <PulsarValueLabel vocabulary="ledgerState" value="SomeFutureState" />
        </p>
        <p>
          <PulsarValueLabel vocabulary="subscriptionType" value={undefined} />
        </p>
      </>,
    );
    expect(screen.getByText('SomeFutureState')).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
  });

  it('puts the label into the caller’s sentence', () => {
    renderInChinese(
      <PulsarValueLabel
        vocabulary="subscriptionType"
        value="Failover"
        format={(label) => `类型：${label}`}
      />,
    );
    expect(screen.getByText('类型：灾备')).toBeInTheDocument();
  });
});
