// Faults the control API injects: latency, an error status, a connection reset, or a broker outage,
// each limited to one broker (by id) and/or a path prefix and method.

export interface FaultRule {
  id: number;
  /** Broker id (`host:port`); every broker when absent. */
  broker?: string;
  pathPrefix?: string;
  method?: string;
  latencyMs?: number;
  status?: number;
  reason?: string;
  connectionReset?: boolean;
  /** The broker is down: connections are reset and it leaves the active broker list. */
  outage?: boolean;
  /** How many more requests the rule applies to; unlimited when absent. */
  remaining?: number;
}

export class FaultRegistry {
  private rules: FaultRule[] = [];
  private nextId = 1;

  add(rule: Omit<FaultRule, 'id'>): FaultRule {
    const stored = { ...rule, id: this.nextId++ };
    this.rules.push(stored);
    return stored;
  }

  list(): FaultRule[] {
    return this.rules.map((rule) => ({ ...rule }));
  }

  remove(id: number): boolean {
    const before = this.rules.length;
    this.rules = this.rules.filter((rule) => rule.id !== id);
    return this.rules.length !== before;
  }

  clear(): void {
    this.rules = [];
  }

  isDown(brokerId: string): boolean {
    return this.rules.some(
      (rule) => rule.outage === true && (rule.broker === undefined || rule.broker === brokerId),
    );
  }

  /** The rules matching a request, consuming one use of each limited rule. */
  match(brokerId: string, method: string, path: string): FaultRule[] {
    const matched = this.rules.filter(
      (rule) =>
        (rule.broker === undefined || rule.broker === brokerId) &&
        (rule.pathPrefix === undefined || path.startsWith(rule.pathPrefix)) &&
        (rule.method === undefined || rule.method.toUpperCase() === method.toUpperCase()),
    );
    for (const rule of matched) {
      if (rule.remaining !== undefined) rule.remaining -= 1;
    }
    this.rules = this.rules.filter((rule) => rule.remaining === undefined || rule.remaining > 0);
    return matched;
  }
}
