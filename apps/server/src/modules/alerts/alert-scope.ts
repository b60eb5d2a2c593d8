// Which topics and subscriptions a rule watches (decision 0090): a tenant, a namespace of it, and/or
// a pattern over `persistent://tenant/namespace/topic` (a glob, `*` standing for any characters but
// `/`, or a regular expression); subscriptions by a glob over their names.
import { ALERT_MESSAGES, type AlertPatternSyntax } from '@beacon/contracts';
import { HttpError } from '../../http-errors.ts';

/** A group that repeats and holds a repetition itself, `(a+)+`, `(\w*)*`, `(x+){2,}`: exponential backtracking. */
const NESTED_QUANTIFIER = /\((?:[^()\\]|\\.)*[+*}](?:[^()\\]|\\.)*\)[+*{]/;

/** The compiled pattern, or a 400 naming what is wrong with it. */
export function compilePattern(pattern: string, syntax: AlertPatternSyntax): RegExp {
  if (syntax === 'glob') return globToRegExp(pattern, '[^/]*');
  if (NESTED_QUANTIFIER.test(pattern)) throw new HttpError(400, ALERT_MESSAGES.nestedQuantifier);
  try {
    return new RegExp(pattern);
  } catch (error) {
    throw new HttpError(
      400,
      ALERT_MESSAGES.invalidRegex(error instanceof Error ? error.message : String(error)),
    );
  }
}

/** `*` any run of `star`'s characters, `?` one character, everything else literal; anchored. */
export function globToRegExp(glob: string, star = '.*'): RegExp {
  const source = [...glob]
    .map((character) =>
      character === '*' ? star : character === '?' ? '.' : character.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

export interface ScopeFields {
  tenant?: string | undefined;
  namespace?: string | undefined;
  topicPattern?: string | undefined;
  patternSyntax: AlertPatternSyntax;
}

export interface TopicName {
  tenant: string;
  namespace: string;
  /** `persistent://tenant/namespace/topic`. */
  full: string;
}

/** A rule's scope, compiled once per evaluation. */
export class ScopeMatcher {
  readonly #scope: ScopeFields;
  readonly #pattern: RegExp | undefined;
  readonly #subscription: RegExp | undefined;

  constructor(scope: ScopeFields, subscriptionPattern: string | undefined) {
    this.#scope = scope;
    this.#pattern = scope.topicPattern ? compilePattern(scope.topicPattern, scope.patternSyntax) : undefined;
    this.#subscription = subscriptionPattern ? globToRegExp(subscriptionPattern) : undefined;
  }

  /** Whether the rule watches this tenant at all (cheap: skips a tenant's topics wholesale). */
  watchesTenant(tenant: string): boolean {
    return this.#scope.tenant === undefined || this.#scope.tenant === tenant;
  }

  watchesTopic(name: TopicName): boolean {
    if (this.#scope.tenant !== undefined && this.#scope.tenant !== name.tenant) return false;
    if (this.#scope.namespace !== undefined && this.#scope.namespace !== name.namespace) return false;
    return this.#pattern === undefined || this.#pattern.test(name.full);
  }

  watchesSubscription(subscription: string): boolean {
    return this.#subscription === undefined || this.#subscription.test(subscription);
  }
}
