// Policy as code (issue 33 item 2, decision 0094), for the console and for scripts and CI:
// GET  {prefix}/policy-code/export?scope=&name=  the environment, tenant or namespace as YAML;
// POST {prefix}/policy-code/diff                 it against another environment or a document;
// POST {prefix}/policy-code/plan                 a document as the change plan's calls, which
//                                                {prefix}/changes/preview and /changes/apply take.
// Every read is the caller's: the permission table decides what it may read in each environment.
import {
  errorResponseSchema,
  MESSAGES,
  POLICY_CODE_DIFF_PATH,
  POLICY_CODE_EXPORT_PATH,
  POLICY_CODE_PLAN_PATH,
  POLICY_DOCUMENT_TYPE,
  type PolicyDiffResponse,
  policyDiffRequestSchema,
  policyDiffResponseSchema,
  type PolicyDocument,
  policyExportQuerySchema,
  type PolicyPlanResponse,
  policyPlanRequestSchema,
  policyPlanResponseSchema,
  type PolicyScope,
} from '@beacon/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-errors.ts';
import type { Authenticated } from '../../plugins/route-config.ts';
import type { PulsarReads } from '../pulsar-manager-api/index.ts';
import { type Caller, callerOf, type PlannedCalls } from '../pulsar-proxy/index.ts';
import { accessInEnvironment } from '../users/index.ts';
import { documentDifferences } from './document-diff.ts';
import { planDocument } from './document-plan.ts';
import { documentYaml, readDocument, renamedNamespace } from './policy-documents.ts';
import { holdsNamespace, PolicyReader } from './policy-reader.ts';

export interface PolicyCodeDeps {
  reads: PulsarReads;
  planned: PlannedCalls;
}

const refusals = { '4xx': errorResponseSchema, '5xx': errorResponseSchema };

export function registerPolicyCode(server: FastifyInstance, deps: PolicyCodeDeps): void {
  const routes = server.withTypeProvider<ZodTypeProvider>();

  routes.get(
    POLICY_CODE_EXPORT_PATH,
    {
      schema: {
        description:
          'The environment the `environment` header names (super users), one of its tenants or one namespace as a YAML policy document: tenants, namespaces with every policy they set, topic-level policies, permissions, resource groups, failure domains and isolation policies. Unset policies are left out; keys are sorted.',
        querystring: policyExportQuerySchema,
        response: {
          200: {
            description: 'The policy document (YAML, `beaconPolicies: 1`).',
            content: { [POLICY_DOCUMENT_TYPE]: { schema: z.string() } },
          },
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const { scope, name } = request.query;
      const document = await readScope(deps, callerOf(request), scope, name);
      const file = `${[document.exportedFrom, scope, name]
        .filter(Boolean)
        .join('-')
        .replace(/[^\w.-]+/g, '_')}.yaml`;
      return reply
        .type(`${POLICY_DOCUMENT_TYPE}; charset=utf-8`)
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'no-store')
        .send(documentYaml(document));
    },
  );

  routes.post(
    POLICY_CODE_DIFF_PATH,
    {
      schema: {
        description:
          'Compares the environment the `environment` header names (before) with another environment or a YAML policy document (after): each difference with its path in the document, what it was and what it is.',
        body: policyDiffRequestSchema,
        response: { 200: policyDiffResponseSchema, ...refusals },
      },
    },
    async (request): Promise<PolicyDiffResponse> => {
      const body = request.body;
      const caller = callerOf(request);
      if ('document' in body.with) {
        const after = readDocument(body.with.document);
        const before = await readScopeOrNothing(deps, caller, after.scope, after.name);
        return { differences: documentDifferences(before ?? {}, after) };
      }
      if (!body.scope)
        throw new HttpError(400, 'Name the scope to compare (scope=environment|tenant|namespace)');
      const before = await readScope(deps, caller, body.scope, body.name);
      const after = await readScope(deps, callerIn(request, body.with.environment), body.scope, body.name);
      return { differences: documentDifferences(before, after) };
    },
  );

  routes.post(
    POLICY_CODE_PLAN_PATH,
    {
      schema: {
        description:
          'The calls that make the environment the `environment` header names hold what a YAML policy document says, in the order Pulsar needs them, and the differences they close. Nothing is sent: preview and apply the calls with POST /pulsar-manager/changes/preview and /changes/apply. Within a namespace or topic the document names, policies and permissions it leaves out are cleared; tenants, namespaces, topics and other resources it leaves out are never deleted.',
        body: policyPlanRequestSchema,
        response: { 200: policyPlanResponseSchema, ...refusals },
      },
    },
    async (request): Promise<PolicyPlanResponse> => {
      const read = readDocument(request.body.document);
      const desired = request.body.renameNamespace
        ? renamedNamespace(read, request.body.renameNamespace)
        : read;
      // What the caller may not read is planned as missing: the preview then marks those calls forbidden.
      const current = await readScopeOrNothing(deps, callerOf(request), desired.scope, desired.name, true);
      return {
        calls: planDocument(desired, current),
        differences: documentDifferences(current ?? {}, asApplied(desired, current)),
      };
    },
  );
}

/**
 * The desired state as applying makes it: a namespace's document creates its tenant where missing but
 * leaves an existing one's admins and clusters as they are (document-plan.ts), so no difference there.
 */
function asApplied(desired: PolicyDocument, current: PolicyDocument | undefined): PolicyDocument {
  if (desired.scope !== 'namespace' || !current?.tenants) return desired;
  const tenants = Object.fromEntries(
    Object.entries(desired.tenants ?? {}).map(([tenant, wanted]) => {
      const now = current.tenants?.[tenant];
      return [
        tenant,
        now ? { ...wanted, adminRoles: now.adminRoles, allowedClusters: now.allowedClusters } : wanted,
      ];
    }),
  );
  return { ...desired, tenants };
}

/** The caller as it stands in another environment of the console (a comparison's other side). */
function callerIn(request: FastifyRequest, environment: string): Caller {
  return {
    ...callerOf(request),
    environmentName: environment,
    access: accessInEnvironment((request.auth as Authenticated).access, environment),
  };
}

async function readScopeOrNothing(
  deps: PolicyCodeDeps,
  caller: Caller,
  scope: PolicyScope,
  name: string | undefined,
  forbiddenAsAbsent = false,
): Promise<PolicyDocument | undefined> {
  if (caller.access.roles.length === 0) throw new HttpError(400, MESSAGES.noActiveEnvironment);
  const target = await deps.reads.target(caller.environmentName);
  return new PolicyReader({ ...deps, caller, target, forbiddenAsAbsent }).document(scope, name);
}

async function readScope(
  deps: PolicyCodeDeps,
  caller: Caller,
  scope: PolicyScope,
  name: string | undefined,
): Promise<PolicyDocument> {
  const document = await readScopeOrNothing(deps, caller, scope, name);
  if (!document || !holdsNamespace(document, scope, name))
    throw new HttpError(
      404,
      `${scope === 'tenant' ? 'Tenant' : 'Namespace'} '${name ?? ''}' does not exist in environment '${caller.environmentName ?? ''}'`,
    );
  return document;
}
