import { useState } from 'react';
import { toast } from '../../../shared/ui/toast-store.ts';

export interface RowDeletion<Row> {
  /** The name whose Delete was clicked, while its confirmation is open. */
  deleting: string | undefined;
  setDeleting: (name: string | undefined) => void;
  /** Its row, for whether it still holds children (then its name must be typed). */
  deletingRow: Row | undefined;
  /** Deletes it; a refusal rejects, which keeps the confirmation open with Pulsar's reason. */
  confirmDelete: (name: string) => Promise<void>;
}

/** A catalogue list's Delete: which row is being confirmed, and its deletion with a toast after. */
export function useRowDeletion<Row>(
  rows: readonly Row[] | undefined,
  nameOf: (row: Row) => string,
  remove: (name: string) => Promise<unknown>,
  deletedMessage: string,
): RowDeletion<Row> {
  const [deleting, setDeleting] = useState<string | undefined>();
  async function confirmDelete(name: string) {
    await remove(name);
    toast.success(deletedMessage);
  }
  const deletingRow = rows?.find((row) => nameOf(row) === deleting);
  return { deleting, setDeleting, deletingRow, confirmDelete };
}
