// Which message id to offload before, for "keep at most <threshold> bytes in BookKeeper". The
// same walk as Pulsar's own CLI (`pulsar-admin topics offload -s`): from the newest ledger back,
// keep ledgers until the kept size exceeds the threshold; everything before the next ledger goes.
import type { MessageId, TopicInternalStats } from '../topic.api.ts';

export function offloadTarget(stats: TopicInternalStats, thresholdBytes: number): MessageId | undefined {
  const ledgers = [...(stats.ledgers ?? [])];
  const last = ledgers.at(-1);
  // Pulsar leaves the open ledger's size at 0 in the list; the live figure is currentLedgerSize.
  if (last) ledgers[ledgers.length - 1] = { ...last, size: stats.currentLedgerSize ?? last.size ?? 0 };
  let kept = 0;
  for (let index = ledgers.length - 1; index >= 0; index--) {
    const ledger = ledgers[index]!;
    if (kept > thresholdBytes) {
      // Offload only when a ledger before the boundary is still in BookKeeper.
      const offloadable = ledgers.slice(0, index).some((older) => !older.offloaded);
      return offloadable ? { ledgerId: ledger.ledgerId, entryId: 0, partitionIndex: -1 } : undefined;
    }
    kept += ledger.size ?? 0;
  }
  return undefined;
}
