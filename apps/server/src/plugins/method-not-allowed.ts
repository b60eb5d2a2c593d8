// Fastify answers 404 when a path exists under another method. We keep a shadow router of every
// route so the not-found handler can tell "no such path" (404) from "wrong method" (405 + Allow).
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import type { FastifyInstance } from 'fastify';

const METHODS: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

export interface RouteCatalogue {
  allowedMethods(url: string): HTTPMethod[];
}

export function collectRoutes(app: FastifyInstance): RouteCatalogue {
  const router = FindMyWay({ ignoreTrailingSlash: false });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Wildcards belong to the static file server, whose fallback is the web app, not a 405.
      if (route.url.includes('*') || !METHODS.includes(method as HTTPMethod)) continue;
      if (!router.hasRoute(method as HTTPMethod, route.url))
        router.on(method as HTTPMethod, route.url, () => undefined);
    }
  });
  return {
    allowedMethods(url: string) {
      const path = url.split('?')[0] ?? url;
      return METHODS.filter((method) => router.find(method, path) !== null);
    },
  };
}
