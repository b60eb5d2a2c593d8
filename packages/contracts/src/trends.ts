// Backlog and rate trends (issue 33 item 5, decision 0093): a week of per-topic, per-subscription and
// per-tenant figures kept by the statistics collector, downsampled in tiers, drawn as charts.
import { z } from 'zod';
import { API_PREFIX } from './session.ts';

export const TRENDS_PATH = `${API_PREFIX}/catalog/trends`;

export const TREND_RANGES = ['1h', '24h', '7d'] as const;
export type TrendRange = (typeof TREND_RANGES)[number];
export const TREND_RANGE_MS: Record<TrendRange, number> = {
  '1h': 3_600_000,
  '24h': 86_400_000,
  '7d': 7 * 86_400_000,
};

/** Full topic names as the console writes them: `persistent://tenant/namespace/topic`. */
const TOPIC_NAME = /^(persistent|non-persistent):\/\/[^/\s]+\/[^/\s]+\/[^/\s]+$/;

export const trendsQuerySchema = z
  .object({
    topic: z
      .string()
      .regex(TOPIC_NAME, 'topic must be a full name such as persistent://tenant/namespace/topic')
      .optional(),
    subscription: z.string().min(1, 'subscription must not be empty').max(1024).optional(),
    range: z.enum(TREND_RANGES, { error: 'range must be one of 1h, 24h, 7d' }).default('1h'),
  })
  .refine((query) => query.subscription === undefined || query.topic !== undefined, {
    message: 'a subscription needs its topic',
  });
export type TrendsQuery = z.infer<typeof trendsQuerySchema>;

/**
 * One point: the averages of the passes it stands for (one pass in the last hour, a 5-minute bucket
 * in the last day, an hour beyond), and the largest backlog seen among them.
 */
export const trendPointSchema = z.object({
  at: z.number(),
  rateIn: z.number(),
  rateOut: z.number(),
  /** Acknowledgements per second (a subscription's; 0 for a topic). */
  ackRate: z.number(),
  backlog: z.number(),
  backlogMax: z.number(),
  storageSize: z.number(),
});
export type TrendPoint = z.infer<typeof trendPointSchema>;

export const trendsResponseSchema = z.object({
  range: z.enum(TREND_RANGES),
  /** How long the server keeps figures (BEACON_TRENDS_RETENTION). */
  retentionMs: z.number(),
  points: z.array(trendPointSchema),
});
export type TrendsResponse = z.infer<typeof trendsResponseSchema>;
