// The hub the modules tell one another of changes through behaves as the direct calls it replaced:
// listeners run at once and in the order they subscribed, the announcer may wait for their work, and
// a listener that throws stops the announcer as a direct call would.
import { describe, expect, it } from 'vitest';
import { ModuleEvents } from './module-events.ts';

type Events = { changed: [name: string]; saved: [name: string, count: number] };

describe('ModuleEvents', () => {
  it('calls every listener of the event before announce returns, in the order they subscribed', () => {
    const events = new ModuleEvents<Events>();
    const heard: string[] = [];
    events.on('changed', (name) => void heard.push(`first ${name}`));
    events.on('saved', (name) => void heard.push(`saved ${name}`));
    events.on('changed', (name) => void heard.push(`second ${name}`));

    void events.announce('changed', 'a');

    expect(heard).toEqual(['first a', 'second a']);
  });

  it("settles once every listener's promise has, with the arguments each was given", async () => {
    const events = new ModuleEvents<Events>();
    const stored: string[] = [];
    let release = () => {};
    events.on('saved', async (name, count) => {
      await new Promise<void>((resolve) => (release = resolve));
      stored.push(`${name}:${count}`);
    });
    let settled = false;
    const announced = events.announce('saved', 'b', 3).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);

    release();
    await announced;

    expect(stored).toEqual(['b:3']);
  });

  it('passes on a failure: thrown at once by a listener, or as the rejection of its promise', async () => {
    const events = new ModuleEvents<Events>();
    const later: string[] = [];
    events.on('changed', () => {
      throw new Error('at once');
    });
    events.on('changed', (name) => void later.push(name));
    expect(() => events.announce('changed', 'c')).toThrow('at once');
    expect(later).toEqual([]);

    events.on('saved', () => Promise.reject(new Error('later')));
    await expect(events.announce('saved', 'd', 1)).rejects.toThrow('later');
  });

  it('settles at once when nobody listens', async () => {
    await expect(new ModuleEvents<Events>().announce('changed', 'e')).resolves.toBeUndefined();
  });
});
