// The metrics and monitoring variables: a bad value stops start-up naming the variable.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

describe('metrics and monitoring configuration', () => {
  it('reads the token, the port and the Prometheus and Grafana URLs', () => {
    const config = loadConfig({
      BEACON_METRICS_TOKEN: 'a-long-enough-token-1234',
      BEACON_METRICS_PORT: '9464',
      BEACON_PROMETHEUS_URL: 'http://prometheus.monitoring:9090/',
      BEACON_GRAFANA_URL: 'https://grafana.example.com/d/pulsar',
    });
    expect(config).toMatchObject({
      metricsToken: 'a-long-enough-token-1234',
      metricsPort: 9464,
      prometheusUrl: 'http://prometheus.monitoring:9090/',
      grafanaUrl: 'https://grafana.example.com/d/pulsar',
    });
  });

  it('leaves everything unset by default (metrics closed)', () => {
    const config = loadConfig({});
    expect(config.metricsToken).toBeUndefined();
    expect(config.metricsPort).toBeUndefined();
    expect(config.prometheusUrl).toBeUndefined();
    expect(config.grafanaUrl).toBeUndefined();
  });

  it.each([
    [{ BEACON_METRICS_TOKEN: 'short' }, 'BEACON_METRICS_TOKEN must be at least 16 characters'],
    [{ BEACON_METRICS_PORT: '70000' }, 'BEACON_METRICS_PORT must be between 1 and 65535'],
    [{ BEACON_METRICS_PORT: '7750' }, 'BEACON_METRICS_PORT must differ from BEACON_PORT'],
    [
      { BEACON_PROMETHEUS_URL: 'ftp://prometheus' },
      'BEACON_PROMETHEUS_URL must be an http:// or https:// URL',
    ],
    [{ BEACON_GRAFANA_URL: 'javascript:alert(1)' }, 'BEACON_GRAFANA_URL must be an http:// or https:// URL'],
    [{ BEACON_GRAFANA_URL: 'grafana' }, 'BEACON_GRAFANA_URL must be an http:// or https:// URL'],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
