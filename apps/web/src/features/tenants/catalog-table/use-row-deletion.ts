import { toast, useConfirm, type ConfirmRequest } from '../../../shared/ui/index.ts';

/** What the confirmation says about the row named `name` (its row, when the page holds it). */
export type DeletionQuestion<Row> = (name: string, row: Row | undefined) => Omit<ConfirmRequest, 'onConfirm'>;

/**
 * A catalogue list's Delete: asked in the console's one ConfirmHost (useConfirm), the deletion with
 * a toast after; a refusal keeps the confirmation open with Pulsar's reason.
 */
export function useRowDeletion<Row>(
  rows: readonly Row[] | undefined,
  nameOf: (row: Row) => string,
  remove: (name: string) => Promise<unknown>,
  deletedMessage: string,
  question: DeletionQuestion<Row>,
): (name: string) => void {
  const confirm = useConfirm();
  return (name) =>
    void confirm({
      danger: true,
      ...question(
        name,
        rows?.find((row) => nameOf(row) === name),
      ),
      onConfirm: async () => {
        await remove(name);
        toast.success(deletedMessage);
      },
    });
}
