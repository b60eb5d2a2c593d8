// Fastify gives every request a logger child bound to its request id. Pino builds a child by
// serializing those bindings, about 3 µs of a proxied call's CPU (issue 28 D25), and most requests
// never write a line at an enabled level: at the default `info` Fastify's own request lines do, at
// `warn` and above nearly nothing does. So each request gets a stand-in that makes the real child on
// the first line it actually writes, with the same bindings: what reaches the log is unchanged.
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type LogMethod = FastifyBaseLogger['info'];
type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

interface LevelAware {
  isLevelEnabled(level: string): boolean;
}

const knowsItsLevels = (logger: FastifyBaseLogger): logger is FastifyBaseLogger & LevelAware =>
  typeof (logger as Partial<LevelAware>).isLevelEnabled === 'function';

class LazyChildLogger {
  readonly #parent: FastifyBaseLogger & LevelAware;
  readonly #bindings: Bindings;
  readonly #options: ChildOptions;
  #child: FastifyBaseLogger | undefined;

  declare fatal: LogMethod;
  declare error: LogMethod;
  declare warn: LogMethod;
  declare info: LogMethod;
  declare debug: LogMethod;
  declare trace: LogMethod;

  constructor(parent: FastifyBaseLogger & LevelAware, bindings: Bindings, options: ChildOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  /** The real child, made once, on the first line written or the first change asked of it. */
  materialized(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  /** Whether a line at `level` would be written: the child's own level once it has one. */
  writes(level: Level): boolean {
    return this.#child
      ? (this.#child as FastifyBaseLogger & LevelAware).isLevelEnabled(level)
      : this.#parent.isLevelEnabled(level);
  }

  get level(): string {
    return this.#child ? this.#child.level : this.#parent.level;
  }

  set level(level: string) {
    this.materialized().level = level;
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.materialized().child(bindings, options);
  }
}

// On the prototype, one function per level for all requests (not six closures per request).
for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const) {
  LazyChildLogger.prototype[level] = function (this: LazyChildLogger, ...args: unknown[]) {
    if (!this.writes(level)) return;
    const child = this.materialized();
    Reflect.apply(child[level], child, args);
  };
}

/**
 * Fastify's `childLoggerFactory`: a lazy child, or the usual one when the route sets a level of its
 * own or the logger cannot say which levels it writes.
 */
export const lazyChildLoggerFactory: ChildLoggerFactory = function (logger, bindings, options) {
  if (options.level !== undefined || !knowsItsLevels(logger)) return logger.child(bindings, options);
  return new LazyChildLogger(logger, bindings, options);
};
