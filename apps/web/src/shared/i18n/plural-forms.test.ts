// Issue 14 item 10: a count shown next to a noun goes through i18next's plural forms, so English
// reads "1 message" / "2 messages". A new key with {{count}} and a noun fails here until it has them.
import { describe, expect, it } from 'vitest';
import { en } from './en/index.ts';
import { zh } from './zh/index.ts';

/** Keys whose {{count}} is not the amount of a noun written after it. */
const NOT_A_NOUN_COUNT = new Set([
  'apiDocs.count', // "3 of 120 operations": the noun belongs to the total
  'brokers.dynamic.viewAll', // "All (3)"
  'brokers.dynamic.viewDiffers', // "Differs from default (3)"
  'clusters.list.brokersOf', // "Brokers of east: 3", the noun before the count
  'clusters.list.bookiesOf', // "Bookies of east: 3"
  'forms.issues.partitionsIncrease', // "enter more than 3"
  'layout.errorLog.open', // "Error log (3)"
  'messages.view.batchPosition', // "Batch index 2 of 5"
  'messages.view.hexTruncated', // "the first 4096 of 10000 bytes": never one
  'partitionedTopics.update.mustIncrease', // "enter more than 3"
  'subscriptions.operations.skip.confirm', // "Skip 1 of the 10 messages": the noun belongs to the backlog
  'ui.autoRefresh.seconds', // "5 s": a unit symbol, the same for one and many
  'workbench.status.partitions', // "Partitions opened: 3", the noun before the count
  'workbench.status.read', // "Read: 3"
  'workbench.status.kept', // "Kept: 3"
  'workbench.status.filterFailures', // "Filter failures: 3"
]);

function leaves(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value as object, `${prefix}${key}.`),
  );
}

describe('counted words', () => {
  const english = leaves(en);
  const keys = new Set(english.map(([key]) => key));

  it('have a singular and a plural form in English', () => {
    const missing = english
      .filter(([key, text]) => text.includes('{{count}}') && !NOT_A_NOUN_COUNT.has(key))
      .map(([key]) => key.replace(/_(one|other)$/, ''))
      .filter((base) => !keys.has(`${base}_one`) || !keys.has(`${base}_other`));
    expect([...new Set(missing)]).toEqual([]);
  });

  it('have the same plural keys in Chinese', () => {
    const chinese = new Set(leaves(zh).map(([key]) => key));
    const plural = [...keys].filter((key) => /_(one|other)$/.test(key));
    expect(plural.filter((key) => !chinese.has(key))).toEqual([]);
  });
});
