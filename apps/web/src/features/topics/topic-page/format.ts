// The page's figures with their units: rates in msg/s, throughput and sizes always as bytes.
import { i18n } from '../../../shared/i18n/i18n.ts';
import { formatBytes, formatBytesPerSecond } from '../../../shared/lib/byte-format.ts';
import { formatNumber } from '../../../shared/lib/number-format.ts';
import type { MessageId } from '../topic.api.ts';

export const rate = (value: number | undefined) =>
  i18n.t('topics.overview.rate', { value: formatNumber(value ?? 0) });
export const throughput = (value: number | undefined) => formatBytesPerSecond(value ?? 0);
export const bytes = (value: number | undefined) => formatBytes(value ?? 0);
export const count = (value: number | undefined) => String(value ?? 0);
export const messageIdText = (id: MessageId) => `${id.ledgerId}:${id.entryId}`;
