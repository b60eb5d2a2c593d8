import { requireNamespace } from '../core/namespaces.ts';
import { topicName } from '../core/names.ts';
import type { TopicDomain, TopicName } from '../core/names.ts';
import type { NamespaceState } from '../core/state.ts';
import type { RequestContext } from './context.ts';

// Path parameters → model names, shared by the route files.

export const namespaceOf = (context: RequestContext): NamespaceState =>
  requireNamespace(context.state, context.params.tenant ?? '', context.params.namespace ?? '');

export const topicOf = (context: RequestContext, domain: TopicDomain): TopicName =>
  topicName(domain, context.params.tenant ?? '', context.params.namespace ?? '', context.params.topic ?? '');
