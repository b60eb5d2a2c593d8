// Bookies (BookKeeper's HTTP API through the environment's bookie URL) and their rack placement.
export const bookies = {
  columns: { bookie: 'Bookie', state: 'State', free: 'Free disk', total: 'Total disk' },
  state: { rw: 'Read-write', ro: 'Read-only' },
  list: {
    loadFailed: 'Could not load the bookies',
    empty: 'The bookie URL answers no bookies',
  },
};
