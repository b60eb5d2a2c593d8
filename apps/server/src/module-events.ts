// How the server's modules tell one another of a change without importing one another (decision
// 0063, amendment): app.ts makes one hub before the modules; a module announces its own events and
// listens to others' in its register function. The announcing module declares its events (a name
// and its arguments) and exports them from its face; app.ts types the hub with all of them, so a
// listener that names an event nobody announces, or takes the wrong arguments, does not compile.

/** Each event's arguments, by its name. */
export type EventMap = Record<string, unknown[]>;

export type Listener<Args extends unknown[]> = (...args: Args) => void | Promise<void>;

export interface Announces<Events extends EventMap> {
  /**
   * Calls every listener now, in the order they subscribed (a listener that throws stops the rest
   * and the announcer with it, as a direct call would); settles once every listener's promise has.
   */
  announce<Name extends keyof Events>(name: Name, ...args: Events[Name]): Promise<void>;
}

export interface Hears<Events extends EventMap> {
  on<Name extends keyof Events>(name: Name, listener: Listener<Events[Name]>): void;
}

export class ModuleEvents<Events extends EventMap> implements Announces<Events>, Hears<Events> {
  readonly #listeners = new Map<keyof Events, Listener<Events[keyof Events]>[]>();

  on<Name extends keyof Events>(name: Name, listener: Listener<Events[Name]>): void {
    const listeners = this.#listeners.get(name) ?? [];
    listeners.push(listener as Listener<Events[keyof Events]>);
    this.#listeners.set(name, listeners);
  }

  // Not async: the listeners run before this returns, so an announcer that does not wait (a change
  // of settings) has every cache dropped by the time its own call goes on.
  announce<Name extends keyof Events>(name: Name, ...args: Events[Name]): Promise<void> {
    const settled = (this.#listeners.get(name) ?? []).map((listener) => Promise.resolve(listener(...args)));
    return Promise.all(settled).then(() => undefined);
  }
}
