import { expect } from 'vitest';
import { validateResponse } from './openapi.ts';
import type { Exchange } from './target.ts';

/** The answer has this status and its body validates against the 4.0.7 response schema. */
export function expectConforms(exchange: Exchange, method: string, template: string, status = 200): void {
  expect(exchange.status, exchange.text).toBe(status);
  expect(validateResponse(method, template, status, exchange.body)).toEqual([]);
}

/** Pulsar's error contract: status, `{"reason": …}` body with the exact text, JSON content type. */
export function expectReason(exchange: Exchange, status: number, reason: string): void {
  expect(exchange.status, exchange.text).toBe(status);
  expect(exchange.body).toEqual({ reason });
  expect(exchange.headers.get('content-type')).toMatch(/^application\/json/);
}

export function expectNoContent(exchange: Exchange): void {
  expect(exchange.status, exchange.text).toBe(204);
  expect(exchange.text).toBe('');
}
