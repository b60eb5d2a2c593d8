// Pulsar's configuration holds booleans as the words `true` and `false`; a Chinese screen says
// 是 / 否 with the word beside it (issue 28 A13), the value a setting takes staying recognisable.
import type { TFunction } from 'i18next';

/** `value` as the screen shows it: a boolean word in the user's language, anything else as it is. */
export function literalText(value: string, t: TFunction): string {
  if (value === 'true') return t('common.literal.true');
  if (value === 'false') return t('common.literal.false');
  return value;
}
