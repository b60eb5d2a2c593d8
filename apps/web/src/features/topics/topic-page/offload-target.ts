// Which message id to offload before, for "keep at most <threshold> bytes in BookKeeper". The
// same walk as Pulsar's own CLI (`pulsar-admin topics offload -s`, CmdTopics#findFirstLedgerWithinThreshold):
// add up ledger sizes from the newest back; at the first ledger that takes the sum past the
// threshold, the boundary is the ledger after it (the newest itself when it alone is past), and
// every ledger before the boundary goes.
import type { MessageId, TopicInternalStats } from '../topic.api.ts';

export function offloadTarget(stats: TopicInternalStats, thresholdBytes: number): MessageId | undefined {
  const ledgers = [...(stats.ledgers ?? [])];
  const last = ledgers.at(-1);
  // Pulsar leaves the open ledger's size at 0 in the list; the live figure is currentLedgerSize.
  if (last) ledgers[ledgers.length - 1] = { ...last, size: stats.currentLedgerSize ?? last.size ?? 0 };
  let kept = 0;
  for (let index = ledgers.length - 1; index >= 0; index--) {
    kept += ledgers[index]!.size ?? 0;
    if (kept <= thresholdBytes) continue;
    const boundary = Math.min(index + 1, ledgers.length - 1);
    // Offload only when a ledger before the boundary is still in BookKeeper.
    const offloadable = ledgers.slice(0, boundary).some((older) => !older.offloaded);
    return offloadable
      ? { ledgerId: ledgers[boundary]!.ledgerId, entryId: 0, partitionIndex: -1 }
      : undefined;
  }
  return undefined;
}
