// The console's own routes as Fastify knows them (printRoutes), so a route added tomorrow is fuzzed
// without anyone listing it here. Wildcard routes (the proxy's prefixes, the web app) are left out:
// the proxy's paths come from the permission table instead.
import type { FastifyInstance } from 'fastify';

export interface ConsoleRoute {
  method: string;
  /** With Fastify's `:name` parameters. */
  url: string;
}

const TREE_GLYPHS = /^[│├└─\s]*/u;

export function consoleRoutes(server: FastifyInstance): ConsoleRoute[] {
  const routes: ConsoleRoute[] = [];
  /** The full path of the last node seen at each depth of the tree. */
  const parents: string[] = [];
  for (const line of server.printRoutes({ commonPrefix: false }).split('\n')) {
    const indent = TREE_GLYPHS.exec(line)?.[0].length ?? 0;
    const rest = line.slice(indent);
    if (rest === '') continue;
    const depth = Math.max(0, indent / 4 - 1);
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(rest);
    const url = `${parents[depth - 1] ?? ''}${match?.[1] ?? rest}`;
    parents[depth] = url;
    parents.length = depth + 1;
    if (url.includes('*') || !match?.[2]) continue;
    for (const method of match[2].split(', ')) routes.push({ method, url });
  }
  return routes;
}
