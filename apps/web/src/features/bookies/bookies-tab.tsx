import { BookiesView } from './bookies-view.tsx';

/**
 * The cluster page's BOOKIES tab. BookKeeper's HTTP API and Pulsar's racks-info answer for the
 * environment's bookie ensemble, not per cluster (Pulsar Manager ignored the cluster too), so the
 * tab shows the same as /management/bookies.
 */
export function BookiesTab({ cluster: _cluster }: { cluster: string }) {
  return <BookiesView />;
}
