// The Node flags Beacon's server runs with: `npm start` (package.json), the demo, the e2e server and
// the benchmarks all start it with these (node-flags.test.ts checks package.json against this list).
//
// --max-semi-space-size=4: V8's young generation otherwise grows to tens of megabytes per semi-space
// while the statistics catalogue turns over 100 000 topics a pass, and the process keeps that memory:
// resident size reached 600–700 MB with a 100 000-topic namespace open, against 300–450 MB with
// 4 MB semi-spaces (docs/benchmarks.md, decision 0017), for a few more (cheap) scavenges.
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=4'];
