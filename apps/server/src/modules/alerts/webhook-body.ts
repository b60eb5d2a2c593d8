// What a webhook receives (decision 0090): the generic JSON body, or Slack's `{ "text": … }`, and the
// signature: HMAC-SHA256 over `<timestamp>.<body>` with the destination's secret, sent as
// `X-Beacon-Signature: sha256=<hex>` beside `X-Beacon-Timestamp: <unix seconds>`. Signing the
// timestamp with the body lets a receiver refuse a replayed delivery (one older than its window).
import { createHmac } from 'node:crypto';
import type { AlertKind, AlertWebhookBody } from '@beacon/contracts';

const UNITS: Record<AlertKind, string> = {
  'backlog-messages': 'messages',
  'backlog-bytes': 'bytes',
  'backlog-age': 's',
  'no-consumers': 'consumers',
  'publish-rate-drop': 'msg/s',
};

const WHAT: Record<AlertKind, string> = {
  'backlog-messages': 'backlog',
  'backlog-bytes': 'backlog size',
  'backlog-age': 'oldest unacknowledged message age',
  'no-consumers': 'consumers',
  'publish-rate-drop': 'publish rate',
};

export function slackText(body: AlertWebhookBody): string {
  const where = body.subscription ? `subscription ${body.subscription} of ${body.topic}` : body.topic;
  const state = body.state === 'firing' ? ':rotating_light: FIRING' : ':white_check_mark: RESOLVED';
  const unit = UNITS[body.rule.kind];
  const comparison =
    body.rule.kind === 'no-consumers'
      ? 'no consumer is connected'
      : `${WHAT[body.rule.kind]} ${body.value} ${unit} (threshold ${body.rule.threshold} ${unit})`;
  return `${state} ${body.rule.name} in ${body.environment}: ${where}: ${comparison}`;
}

export function renderBody(format: 'json' | 'slack', body: AlertWebhookBody): string {
  return JSON.stringify(format === 'slack' ? { text: slackText(body) } : body);
}

export function signature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
