// Signs a broker token the way Pulsar's `tokens create --secret-key` does (HS256, subject = role), so
// tests can configure an environment against the simulator in auth mode.
import { createHmac } from 'node:crypto';

export function hs256Token(secretKeyBase64: string, subject: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: subject })}`;
  const signature = createHmac('sha256', Buffer.from(secretKeyBase64, 'base64'))
    .update(unsigned)
    .digest('base64url');
  return `${unsigned}.${signature}`;
}
