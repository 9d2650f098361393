import { describe, expect, it } from 'vitest';
import { createQueue } from './image-queue.js';

/** A task that runs until the test lets it finish, counting how many run at once. */
function instrumented() {
  let active = 0;
  let peak = 0;
  const releases: Array<() => void> = [];
  const started: number[] = [];
  const task = (id: number) => async () => {
    active++;
    peak = Math.max(peak, active);
    started.push(id);
    await new Promise<void>((resolve) => releases.push(resolve));
    active--;
    return id;
  };
  const releaseOne = async () => {
    releases.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { task, releaseOne, started, peak: () => peak, active: () => active };
}

describe('createQueue', () => {
  it('when 12 tasks arrive at once, then never more than 2 run, the others start in arrival order, and all finish', async () => {
    const queue = createQueue(2);
    const probe = instrumented();
    const results = Promise.all(Array.from({ length: 12 }, (_, id) => queue.run(probe.task(id))));
    await new Promise((resolve) => setImmediate(resolve));
    expect([probe.active(), queue.running, queue.waiting]).toEqual([2, 2, 10]);
    while (probe.started.length < 12 || probe.active() > 0) await probe.releaseOne();
    expect(await results).toEqual(Array.from({ length: 12 }, (_, id) => id));
    expect(probe.peak()).toBe(2);
    expect(probe.started).toEqual(Array.from({ length: 12 }, (_, id) => id));
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('when a task fails, then its place goes to the next one and the error reaches its caller', async () => {
    const queue = createQueue(1);
    const failed = queue.run(async () => {
      throw new Error('zepsute zdjęcie');
    });
    const next = queue.run(async () => 'dalej');
    await expect(failed).rejects.toThrow('zepsute zdjęcie');
    await expect(next).resolves.toBe('dalej');
    expect(queue.running).toBe(0);
  });
});
