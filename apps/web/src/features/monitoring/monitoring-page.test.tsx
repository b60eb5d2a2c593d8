// The Prometheus and Grafana pages (issue 19 item 2): framed when the server found the target
// allows it, a link and the reason otherwise, a clear message when unset, Chinese too.
import type { MonitoringLinksResponse } from '@beacon/contracts';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { url } from '../../test/console-paths.ts';
import { tenantAdmin } from '../../test/console-users.ts';
import { signedInBeacon } from '../../test/real-beacon.ts';
import { network } from '../../test/network.ts';
import { currentUrl, renderApp } from '../../test/render-app.tsx';
import { i18n } from '../../shared/i18n/i18n.ts';

const PROMETHEUS = 'http://prometheus.monitoring:9090/graph';
const GRAFANA = 'https://grafana.example.com/d/pulsar';

function serveLinks(links: MonitoringLinksResponse | { status: number; message: string }) {
  network.use(
    http.get(url('/monitoring/links'), () =>
      'status' in links
        ? HttpResponse.json({ message: links.message }, { status: links.status })
        : HttpResponse.json(links),
    ),
  );
}

const BOTH: MonitoringLinksResponse = {
  prometheus: { url: PROMETHEUS, embeddable: true, refusal: null, detail: null, checkedAt: 0 },
  grafana: { url: GRAFANA, embeddable: false, refusal: 'x-frame-options', detail: 'deny', checkedAt: 0 },
};

describe('Prometheus and Grafana pages', () => {
  it('frames Prometheus when it allows framing, with a link to open it in a new tab', async () => {
    await signedInBeacon();
    serveLinks(BOTH);
    renderApp('/prometheus');

    const frame = await screen.findByTitle('Prometheus, embedded');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', PROMETHEUS);
    expect(screen.getByRole('heading', { level: 1, name: 'Prometheus' })).toBeInTheDocument();
    const open = screen.getByRole('link', { name: /Open in a new tab/ });
    expect(open).toHaveAttribute('href', PROMETHEUS);
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows Grafana as a link with the reason when it refuses framing', async () => {
    await signedInBeacon();
    serveLinks(BOTH);
    renderApp('/grafana');

    expect(await screen.findByText('Grafana cannot be shown inside Beacon')).toBeInTheDocument();
    expect(screen.getByText(/X-Frame-Options header that forbids/)).toBeInTheDocument();
    expect(screen.getByText('deny')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open in a new tab/ })).toHaveAttribute('href', GRAFANA);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('says how to configure a page that is not set', async () => {
    await signedInBeacon();
    serveLinks({ prometheus: null, grafana: null });
    renderApp('/grafana');

    expect(await screen.findByText('Grafana is not configured')).toBeInTheDocument();
    expect(screen.getByText(/Set BEACON_GRAFANA_URL on the Beacon server/)).toBeInTheDocument();
  });

  it('says a failure to read the addresses, with Retry', async () => {
    await signedInBeacon();
    serveLinks({ status: 503, message: 'Service unavailable' });
    renderApp('/prometheus');

    expect(await screen.findByText('Could not read the Prometheus address')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    try {
      await signedInBeacon();
      serveLinks(BOTH);
      renderApp('/grafana');
      expect(await screen.findByText('无法在 Beacon 内显示 Grafana')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '在新标签页中打开' })).toHaveAttribute('href', GRAFANA);
    } finally {
      localStorage.removeItem('language');
      await i18n.changeLanguage('en');
    }
  });

  it('is not for tenant admins', async () => {
    await signedInBeacon(tenantAdmin);
    renderApp('/prometheus');

    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/401?noGoBack=true');
  });
});
