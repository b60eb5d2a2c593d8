import { describe, expect, it } from 'vitest';
import { offloadTarget } from './offload-target.ts';

const ledger = (ledgerId: number, size: number, offloaded = false) => ({
  ledgerId,
  entries: 10,
  size,
  offloaded,
});

describe('offloadTarget', () => {
  it('keeps the newest ledgers up to the threshold and offloads the ones before the boundary', () => {
    const stats = {
      ledgers: [ledger(1, 100), ledger(2, 100), ledger(3, 100), ledger(4, 0)],
      currentLedgerSize: 50,
    };
    // Kept from the newest: 4 (50) → 3 (150) → exceeds 120 at ledger 2, so ledger 1 goes.
    expect(offloadTarget(stats, 120)).toEqual({ ledgerId: 2, entryId: 0, partitionIndex: -1 });
    // A zero threshold keeps only the open ledger.
    expect(offloadTarget(stats, 0)).toEqual({ ledgerId: 3, entryId: 0, partitionIndex: -1 });
  });

  it('finds nothing when the whole topic fits under the threshold', () => {
    const stats = { ledgers: [ledger(1, 100), ledger(2, 0)], currentLedgerSize: 10 };
    expect(offloadTarget(stats, 1024)).toBeUndefined();
    expect(offloadTarget({ ledgers: [] }, 0)).toBeUndefined();
    expect(offloadTarget({}, 0)).toBeUndefined();
  });

  it('finds nothing when every ledger before the boundary is already offloaded', () => {
    const stats = { ledgers: [ledger(1, 100, true), ledger(2, 100), ledger(3, 0)], currentLedgerSize: 10 };
    expect(offloadTarget(stats, 50)).toBeUndefined();
  });
});
