import { describe, expect, it } from 'vitest';
import { offloadTarget } from './offload-target.ts';

const ledger = (ledgerId: number, size: number, offloaded = false) => ({
  ledgerId,
  entries: 10,
  size,
  offloaded,
});

describe('offloadTarget', () => {
  it('keeps the newest ledgers within the threshold and offloads every ledger before them', () => {
    const stats = {
      ledgers: [ledger(1, 100), ledger(2, 100), ledger(3, 100), ledger(4, 0)],
      currentLedgerSize: 50,
    };
    // From the newest: 4 (50) → 3 (150) → 2 (250) → 1 (350). 300 is first exceeded at ledger 1, so
    // ledgers 2, 3 and 4 (250 bytes) stay and ledger 1 goes.
    expect(offloadTarget(stats, 300)).toEqual({ ledgerId: 2, entryId: 0, partitionIndex: -1 });
    // 120 is exceeded at ledger 3: only ledger 4 (50 bytes) stays.
    expect(offloadTarget(stats, 120)).toEqual({ ledgerId: 4, entryId: 0, partitionIndex: -1 });
    // The open ledger alone is past a zero threshold: everything before it goes, it stays.
    expect(offloadTarget(stats, 0)).toEqual({ ledgerId: 4, entryId: 0, partitionIndex: -1 });
  });

  it('finds nothing when the whole topic fits under the threshold', () => {
    const stats = { ledgers: [ledger(1, 100), ledger(2, 0)], currentLedgerSize: 10 };
    expect(offloadTarget(stats, 1024)).toBeUndefined();
    expect(offloadTarget({ ledgers: [] }, 0)).toBeUndefined();
    expect(offloadTarget({}, 0)).toBeUndefined();
  });

  it('finds nothing when every ledger before the boundary is already offloaded', () => {
    const stats = { ledgers: [ledger(1, 100, true), ledger(2, 100), ledger(3, 0)], currentLedgerSize: 10 };
    // 150 is exceeded at ledger 1: the boundary is ledger 2, and ledger 1 is offloaded already.
    expect(offloadTarget(stats, 150)).toBeUndefined();
    // 50 is exceeded at ledger 2: ledger 2 can still go.
    expect(offloadTarget(stats, 50)).toEqual({ ledgerId: 3, entryId: 0, partitionIndex: -1 });
  });
});
