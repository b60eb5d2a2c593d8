import { type ListStateConfig } from '../../../shared/ui/index.ts';

/** The BROKERS tab's paging in the URL; the route's prefetch reads the same page. */
export const BROKER_LIST_CONFIG: ListStateConfig = {
  sortKeys: [],
  pageSizes: [10, 20, 50, 100],
  defaultSize: 20,
};
