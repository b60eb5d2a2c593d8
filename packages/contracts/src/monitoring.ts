// The Prometheus and Grafana pages (issue 19 item 2): the URLs an operator configured
// (BEACON_PROMETHEUS_URL, BEACON_GRAFANA_URL) and whether the target lets Beacon frame it.
import { z } from 'zod';
import { API_PREFIX } from './session.ts';

export const MONITORING_LINKS_PATH = `${API_PREFIX}/monitoring/links`;
export const MONITORING_TOOLS = ['prometheus', 'grafana'] as const;
export type MonitoringTool = (typeof MONITORING_TOOLS)[number];

/**
 * Why a configured page is shown as a link instead of a frame: the target's X-Frame-Options or
 * Content-Security-Policy frame-ancestors refuses Beacon, it redirected to another origin (which
 * Beacon's frame-src does not allow), or Beacon could not reach it to ask.
 */
export const FRAMING_REFUSALS = ['x-frame-options', 'frame-ancestors', 'redirected', 'unreachable'] as const;

export const monitoringTargetSchema = z.object({
  url: z.string(),
  embeddable: z.boolean(),
  refusal: z.enum(FRAMING_REFUSALS).nullable(),
  /** The header value or error the refusal comes from, shown to the operator as is. */
  detail: z.string().nullable(),
  checkedAt: z.number(),
});
export type MonitoringTarget = z.infer<typeof monitoringTargetSchema>;

export const monitoringLinksResponseSchema = z.object({
  prometheus: monitoringTargetSchema.nullable(),
  grafana: monitoringTargetSchema.nullable(),
});
export type MonitoringLinksResponse = z.infer<typeof monitoringLinksResponseSchema>;
