// GET {prefix}/monitoring/links: the configured Prometheus and Grafana pages (super users, as the
// spec's root children are), each with whether it may be framed (issue 19 item 2).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MONITORING_LINKS_PATH,
  type MonitoringLinksResponse,
  monitoringLinksResponseSchema,
} from '@beacon/contracts';
import type { Config } from '../../config.ts';
import type { MonitoringProbe } from './monitoring-probe.ts';

type MonitoringConfig = Pick<Config, 'prometheusUrl' | 'grafanaUrl'>;

/** The origins Beacon's CSP frame-src lists: exactly those of the configured pages. */
export function monitoringFrameOrigins({ prometheusUrl, grafanaUrl }: MonitoringConfig): string[] {
  const origins = [prometheusUrl, grafanaUrl].flatMap((url) => (url ? [new URL(url).origin] : []));
  return [...new Set(origins)];
}

/** The origin the browser loaded Beacon from, as a framed page's frame-ancestors sees it. */
function beaconOrigin(request: FastifyRequest): URL {
  return new URL(`${request.protocol}://${request.host}`);
}

export function monitoringRoutes(
  app: FastifyInstance,
  { config, probe }: { config: MonitoringConfig; probe: MonitoringProbe },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    MONITORING_LINKS_PATH,
    {
      config: { roles: ['super'] },
      schema: { response: { 200: monitoringLinksResponseSchema } },
    },
    async (request): Promise<MonitoringLinksResponse> => {
      const origin = beaconOrigin(request);
      const check = (url: string | undefined) => (url ? probe.check(url, origin) : Promise.resolve(null));
      const [prometheus, grafana] = await Promise.all([
        check(config.prometheusUrl),
        check(config.grafanaUrl),
      ]);
      return { prometheus, grafana };
    },
  );
}
