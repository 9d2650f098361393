import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { parseConfig } from '@zlota/server/config';
import type { TestServer } from './test-server.js';

/** `host:port` of an address, the form PAYMENT_TEST_HOSTS takes. */
function hostAndPort(address: string): string {
  const url = new URL(address);
  return `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
}

/** The setting that lets the portal talk to these local stand-ins (and to nothing else off PayU's and Przelewy24's hosts). */
export const paymentTestHosts = (...addresses: string[]) => ({ PAYMENT_TEST_HOSTS: addresses.map(hostAndPort).join(',') });

/**
 * For a stand-in started after the portal: its address added to the running portal's PAYMENT_TEST_HOSTS, read
 * through the setting's own parser (the in-process portal reads the list on every request to a provider).
 */
export function allowPaymentHosts(server: TestServer, ...addresses: string[]) {
  const { testHosts } = parseConfig({ NODE_ENV: 'test', ...paymentTestHosts(...addresses) }).paymentHosts;
  server.config.paymentHosts.testHosts = [...server.config.paymentHosts.testHosts, ...testHosts];
}

/** A plain TCP listener that records every connection and every byte it receives, and answers as told. */
export interface Listener {
  url: string;
  connections: number;
  received: string;
  close(): Promise<void>;
}

/**
 * `answer`: `http` answers every request 404 with a JSON body (open, but not the provider); `hang-up` closes each
 * connection at once; `silent` never answers.
 */
export async function startListener(answer: 'http' | 'hang-up' | 'silent' = 'silent'): Promise<Listener> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    listener.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (answer === 'hang-up') return void socket.destroy();
    socket.on('data', (chunk) => {
      listener.received += chunk.toString('latin1');
      if (answer === 'http' && listener.received.includes('\r\n\r\n')) {
        socket.end('HTTP/1.1 404 Not Found\r\nContent-Type: application/json\r\nContent-Length: 21\r\nConnection: close\r\n\r\n{"error":"not found"}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const listener: Listener = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: 0,
    received: '',
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return listener;
}

/** A loopback port nothing listens on: one a listener held a moment ago. */
export async function closedPort(): Promise<string> {
  const held = await startListener();
  await held.close();
  return held.url;
}
