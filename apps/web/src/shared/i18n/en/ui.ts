// Words of the shared page kit (confirmations, page states, detail frames).
export const ui = {
  confirm: {
    delete: 'Delete',
    cancel: 'Cancel',
    failed: 'The operation failed',
    typeName: 'This cannot be undone. Type {{name}} to confirm.',
  },
};
