// Function, source and sink configurations name topics and packages in their bodies. A tenant admin
// may only point them at its own tenants: a sink reading another tenant's topic, or a function
// loading another tenant's package, would cross the boundary the path check enforces.
import { isPulsarName } from '@beacon/contracts';

const CONFIG_PARTS = ['functionConfig', 'sourceConfig', 'sinkConfig'];
const PACKAGE_SCHEMES = ['function:', 'source:', 'sink:'];

/** The tenant a topic name belongs to; Pulsar resolves a bare name to public/default. */
export function tenantOfTopic(topic: string): string | undefined {
  const withoutDomain = topic.replace(/^(persistent|non-persistent):\/\//, '');
  const parts = withoutDomain.split('/');
  if (parts.length === 1) return 'public';
  return parts.length >= 3 ? parts[0] : undefined;
}

/** Tenants named by a function/source/sink config, or a reason the config cannot be allowed. */
export function referencedTenants(
  config: Record<string, unknown>,
): { tenants: string[] } | { refused: string } {
  const tenants: string[] = [];
  const topics: string[] = [];
  const strings = (value: unknown) =>
    Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
  if (typeof config.tenant === 'string') tenants.push(config.tenant);
  topics.push(...strings(config.inputs));
  for (const field of [
    'inputSpecs',
    'topicToSerdeClassName',
    'topicToSchemaType',
    'topicToSchemaProperties',
    'customSerdeInputs',
    'customSchemaInputs',
  ]) {
    const value = config[field];
    if (value && typeof value === 'object') topics.push(...Object.keys(value));
  }
  for (const field of ['output', 'logTopic', 'deadLetterTopic', 'topicName', 'topicsPattern']) {
    const value = config[field];
    if (typeof value === 'string' && value !== '') topics.push(value);
  }
  for (const topic of topics) {
    const tenant = tenantOfTopic(topic);
    if (tenant === undefined || !isPulsarName(tenant))
      return { refused: `Cannot tell which tenant the topic ${topic} belongs to` };
    tenants.push(tenant);
  }
  for (const field of ['archive', 'jar', 'py', 'go']) {
    const value = config[field];
    if (typeof value !== 'string' || value === '' || value.startsWith('builtin://')) continue;
    const refused = packageTenant(value, tenants);
    if (refused) return { refused };
  }
  return { tenants };
}

/** Checks a package URL; returns a refusal, or records the package's tenant. */
export function packageTenant(url: string, tenants: string[]): string | undefined {
  const scheme = PACKAGE_SCHEMES.find((candidate) => url.startsWith(`${candidate}//`));
  // An http(s) or file URL would make the function worker fetch from wherever the caller says.
  if (!scheme)
    return `Only builtin:// and package (function://, source://, sink://) URLs are allowed, not ${url}`;
  const tenant = url.slice(scheme.length + 2).split('/')[0];
  if (!tenant || !isPulsarName(tenant)) return `Invalid package URL ${url}`;
  tenants.push(tenant);
  return undefined;
}

/** Pulls the config JSON (and a package `url` field) out of a JSON or multipart/form-data body. */
export function configsInBody(
  body: Buffer,
  contentType: string,
): { configs: Record<string, unknown>[]; packageUrls: string[] } | undefined {
  if (contentType.includes('application/json')) {
    const parsed = safeJson(body.toString('utf8'));
    return parsed ? { configs: [parsed], packageUrls: [] } : undefined;
  }
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const marker = boundary?.[1] ?? boundary?.[2];
  if (!contentType.includes('multipart/form-data') || !marker) return { configs: [], packageUrls: [] };
  const configs: Record<string, unknown>[] = [];
  const packageUrls: string[] = [];
  for (const part of body.toString('latin1').split(`--${marker}`)) {
    const [head = '', ...rest] = part.split('\r\n\r\n');
    const name = /name="([^"]+)"/.exec(head)?.[1];
    const content = Buffer.from(rest.join('\r\n\r\n').replace(/\r\n$/, ''), 'latin1').toString('utf8');
    if (name && CONFIG_PARTS.includes(name)) {
      const parsed = safeJson(content);
      if (!parsed) return undefined;
      configs.push(parsed);
    }
    if (name === 'url' && content.trim() !== '') packageUrls.push(content.trim());
  }
  return { configs, packageUrls };
}

function safeJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
