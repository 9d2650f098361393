import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPayments, paymentSeed } from '../support/admin-payments.js';
import { createAdminCharity } from '../support/catalog.js';
import { useApiServer } from '../support/api-server.js';

// Issue 14: "export 100 000 payments while the server's memory stays flat". The server runs in this
// process, so its heap is this heap: while the export streams, the heap still in use after a collection
// is sampled, and its growth is compared with the size of the file (a ratio, not a number of bytes).

const PAYMENTS = 100_000;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const liveHeap = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

const portal = useApiServer();
beforeAll(async () => {
  const charity = await createAdminCharity(portal.server, portal.admin);
  const start = Date.UTC(2026, 0, 1);
  const note = 'Wpłata z akcji „Złota rybka”; przelew zbiorczy z terminala, opis dla księgowości: '.repeat(3);
  await insertPayments(
    portal.server.db,
    Array.from({ length: PAYMENTS }, (_, i) =>
      paymentSeed(charity.id, { amount: 100 + i, created_at: start + i * 1000, provider: i % 2 ? 'manual' : 'sandbox', note: `${note}${i}` }),
    ),
  );
}, 600_000);

describe('GET payments/export.csv of 100 000 payments', () => {
  it('when exported, then every row arrives and the server\'s live heap grows by far less than the file', async () => {
    const baseline = liveHeap();
    let peak = baseline;
    let bytes = 0;
    let lines = 0;

    const response = await fetch(`${portal.server.url}/api/payments/export.csv`, { headers: { authorization: `Bearer ${portal.admin.token}` } });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    let sampled = Date.now();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 0x0a) lines += 1;
      // A collection costs time: a sample a second is enough to see rows piling up.
      if (Date.now() - sampled > 1000) {
        peak = Math.max(peak, liveHeap());
        sampled = Date.now();
      }
    }
    peak = Math.max(peak, liveHeap());

    expect(lines).toBe(PAYMENTS + 1); // the header, then one line per payment (no note holds a line break)
    expect(bytes).toBeGreaterThan(PAYMENTS * 250);
    expect((peak - baseline) / bytes).toBeLessThan(0.2);
  }, 600_000);
});
