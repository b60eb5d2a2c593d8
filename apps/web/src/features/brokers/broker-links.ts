// Addresses of the infrastructure screens the broker figures link to (spec 2's routes).
const enc = encodeURIComponent;

export const brokerUrl = (cluster: string, broker: string) =>
  `/management/brokers/${enc(cluster)}/${enc(broker)}/broker`;

export const failureDomainUrl = (cluster: string, domain: string) =>
  `/management/clusters/${enc(cluster)}/${enc(domain)}/failureDomainName`;
