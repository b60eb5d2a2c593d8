// What the proxy tells of the writes it forwards, for the history of versioned resources (decision
// 0095): before an audited write goes, a watcher may read the state it changes through the same
// environment, cluster or broker the write goes to; after the broker answers, it reads it again. The
// watcher lives in the history module; the proxy only declares what it offers, so it imports nothing
// of it. Reads (every GET) never reach a watcher.

/** A read of state the proxy makes for the watcher: the broker's status and body. */
export interface StateAnswer {
  status: number;
  body: Buffer;
}

export interface WatchedWrite {
  /** The write's audit record. */
  auditId: string;
  actor: string;
  environment: string;
  method: string;
  /** The canonical path's segments, decoded. */
  segments: readonly string[];
  /** `METHOD path` as the audit names it. */
  target: string;
  query: URLSearchParams;
  /** GET `pathAndQuery` where the write goes; rejects when the broker cannot be reached in time. */
  read(pathAndQuery: string): Promise<StateAnswer>;
}

export interface WriteOutcome {
  succeeded(): Promise<void>;
  failed(status: number, error: string): Promise<void>;
}

export interface WriteVersions {
  /**
   * Called before an audited write is forwarded: undefined (at once, no promise) when the write
   * changes nothing versioned; otherwise what to tell once the broker answered. Never rejects: a
   * state that cannot be read is kept as unknown, and the write goes on.
   */
  beforeWrite(write: WatchedWrite): Promise<WriteOutcome> | undefined;
}
