import { BookiesView } from './bookies-view.tsx';

/**
 * The cluster page's BOOKIES tab: the bookies of the environment's bookie URL (BookKeeper's HTTP
 * API), and this cluster's rack placement, which Pulsar keeps in the cluster's own metadata store
 * and answers only through the cluster's brokers (audit D9; Pulsar Manager ignored the cluster).
 */
export function BookiesTab({ cluster }: { cluster: string }) {
  return <BookiesView cluster={cluster} />;
}
