// The catalog module's one face: other modules and app.ts import it only through this file (the
// fence beacon/server-module-boundaries, decision 0063). The statistics catalogue: collected
// figures per topic, the collector and its lease, the live lists.
export { createCollectorLease, registerCatalog } from './register-catalog.ts';
export type { Catalog, CatalogEvents } from './register-catalog.ts';
export { lockLeaseIfHeld } from './collector-lease.ts';
export type { CollectorLease } from './collector-lease.ts';
export { databaseNowMs } from './database-clock.ts';
export { countTopics } from './catalog-snapshot.ts';
export type { CatalogSnapshot } from './catalog-snapshot.ts';
export { HISTORY_SERVED_MS } from './catalog-store.ts';
export type { CatalogStore } from './catalog-store.ts';
export { LIVE_CONCURRENCY } from './live-lists.ts';
export type { LiveLists } from './live-lists.ts';
export { round } from './catalog-figures.ts';
export { eachLimited } from './each-limited.ts';
export { TopicNames } from './topic-names.ts';
