// A policy document in and out as YAML (the `yaml` package, YAML 1.2): written with sorted keys so two
// exports of the same state are the same text and diff cleanly; read with its size and alias
// expansion bounded, then checked against the contracts' schema (400 with where it departs).
import { type PolicyDocument, policyDocumentSchema } from '@beacon/contracts';
import { parse, stringify } from 'yaml';
import { HttpError } from '../../http-errors.ts';
import { sorted } from './same-value.ts';

export function documentYaml(document: PolicyDocument): string {
  return stringify(sorted(document), { sortMapEntries: true, lineWidth: 0 });
}

export function readDocument(text: string): PolicyDocument {
  let value: unknown;
  try {
    // maxAliasCount bounds a "billion laughs" document's expansion.
    value = parse(text, { maxAliasCount: 100, prettyErrors: true });
  } catch (error) {
    throw new HttpError(
      400,
      `The document is not valid YAML: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const result = policyDocumentSchema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    throw new HttpError(
      400,
      `The document is not a Beacon policy document${where}: ${issue?.message ?? 'unexpected shape'}`,
    );
  }
  return result.data;
}

/** A namespace's document made another namespace's: its tenant, namespace and topic names rewritten. */
export function renamedNamespace(document: PolicyDocument, to: string): PolicyDocument {
  const [tenant, namespace] = to.split('/');
  if (document.scope !== 'namespace' || !tenant || !namespace || to.split('/').length !== 2)
    throw new HttpError(
      400,
      'Only a namespace’s document is applied to another namespace (tenant/namespace)',
    );
  const [[fromTenant, tenantDocument] = []] = Object.entries(document.tenants ?? {});
  const [[fromNamespace, namespaceDocument] = []] = Object.entries(tenantDocument?.namespaces ?? {});
  if (!fromTenant || !tenantDocument || !fromNamespace || !namespaceDocument)
    throw new HttpError(400, 'The namespace’s document names no namespace');
  const from = `persistent://${fromTenant}/${fromNamespace}/`;
  const topics = Object.fromEntries(
    Object.entries(namespaceDocument.topics ?? {}).map(([name, topic]) => [
      name.startsWith(from) ? `persistent://${to}/${name.slice(from.length)}` : name,
      topic,
    ]),
  );
  return {
    ...document,
    name: to,
    tenants: {
      [tenant]: {
        ...tenantDocument,
        namespaces: {
          [namespace]: { ...namespaceDocument, ...(namespaceDocument.topics ? { topics } : {}) },
        },
      },
    },
  };
}
