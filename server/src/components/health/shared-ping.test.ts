import { describe, expect, it } from 'vitest';
import { sharedPing } from './shared-ping.js';

/** A ping the test finishes by hand, counting how many were started. */
function manualPing() {
  const finishers: Array<(error?: Error) => void> = [];
  const ping = () =>
    new Promise<void>((resolve, reject) => finishers.push((error) => (error ? reject(error) : resolve())));
  return { ping, finishers };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('sharedPing', () => {
  it('when checks arrive while a ping is under way, then they share the next ping, which starts after they came', async () => {
    const { ping, finishers } = manualPing();
    const check = sharedPing(ping);
    const first = check();
    const second = check();
    const third = check();
    expect(finishers).toHaveLength(1);
    let laterDone = false;
    void Promise.all([second, third]).then(() => (laterDone = true));
    finishers[0]!();
    await first;
    await settled();
    expect(finishers).toHaveLength(2); // the next ping started only after the first finished
    expect(laterDone).toBe(false); // the first ping's answer is not theirs: it started before they came
    finishers[1]!();
    await Promise.all([second, third]);
    expect(finishers).toHaveLength(2);
  });

  it('when a ping fails, then the checks that shared it fail, and the next check pings again', async () => {
    const { ping, finishers } = manualPing();
    const check = sharedPing(ping);
    const first = check();
    const waiting = check();
    finishers[0]!(new Error('baza nie odpowiada'));
    await expect(first).rejects.toThrow('baza nie odpowiada');
    await settled();
    finishers[1]!(new Error('nadal nie odpowiada'));
    await expect(waiting).rejects.toThrow('nadal nie odpowiada');
    const again = check();
    expect(finishers).toHaveLength(3);
    finishers[2]!();
    await expect(again).resolves.toBeUndefined();
  });

  it('when no ping is under way, then a check starts its own at once', async () => {
    const { ping, finishers } = manualPing();
    const check = sharedPing(ping);
    const one = check();
    finishers[0]!();
    await one;
    const two = check();
    expect(finishers).toHaveLength(2);
    finishers[1]!();
    await two;
  });
});
