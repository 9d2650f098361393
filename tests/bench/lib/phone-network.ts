// A phone's network between the browser and the portal, for the page and its service worker alike: a TCP proxy in
// front of the portal. Chromium's own throttling (DevTools) applies to a page's requests but not to its service
// worker's, so it would favour whichever visit goes through the worker; this link delays every byte, whoever asks.
// - Each direction is one link shared by all the connections (one radio): a slice of at most 16 KB waits until the
//   link is free, takes its size ÷ bandwidth on it, then half the round trip to arrive. Slices of the connections
//   take turns in the order they were read, so a large answer does not hold the link for its whole length.
// - A new connection reads nothing for one round trip after it opens (TCP's handshake, which here is local and
//   instant); a connection opened ahead (a preconnect) has paid it by the time it is used, as on a real network.
// - Order is kept per connection and direction; nothing is dropped; a side that ends its writing ends the other's
//   once everything before has arrived.
// Left out (both weigh mostly on a first visit, so the comparison of visits is if anything conservative): TLS's
// round trips, TCP's slow start and losses; HTTP/1.1's six connections a host, as the portal serves it here.
import http from 'node:http';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface NetworkProfile {
  name: string;
  rttMs: number;
  downKbps: number;
  upKbps: number;
}

/** Lighthouse's mobile preset (its "slow 4G"): 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const PHONE_NETWORK: NetworkProfile = { name: 'slow 4G', rttMs: 150, downKbps: 1.6 * 1024, upKbps: 750 };

/** One direction of the radio: when a chunk put on it now arrives at the other end. */
class Link {
  private freeAt = 0;
  private readonly bytesPerMs: number;

  constructor(
    kbps: number,
    private readonly latencyMs: number,
  ) {
    this.bytesPerMs = (kbps * 1024) / 8 / 1000;
  }

  /** When everything put on the link so far has arrived. */
  get idleAt(): number {
    return this.freeAt + this.latencyMs;
  }

  arrival(bytes: number): number {
    const start = Math.max(performance.now(), this.freeAt);
    this.freeAt = start + bytes / this.bytesPerMs;
    return this.freeAt + this.latencyMs;
  }
}

const SLICE = 16 * 1024;

/** Copies `from` into `to` through `link`, in order; ends `to` once everything sent before has arrived. */
function pipeThrough(from: net.Socket, to: net.Socket, link: Link) {
  let delivered: Promise<unknown> = Promise.resolve();
  from.on('data', (chunk: Buffer) => {
    for (let offset = 0; offset < chunk.length; offset += SLICE) {
      const slice = chunk.subarray(offset, offset + SLICE);
      const at = link.arrival(slice.length);
      delivered = delivered.then(() => sleep(Math.max(0, at - performance.now()))).then(() => to.destroyed || to.write(slice));
    }
  });
  from.on('end', () => void delivered.then(() => to.destroyed || to.end()));
}

export interface PhoneNetwork {
  url: string;
  profile: NetworkProfile;
  /**
   * Between two measured visits: drops every open connection (a visit on another day opens its own, handshake
   * included) and waits until what the last visit put on the links has arrived, so that no visit waits behind another.
   */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/** Starts the proxy on a free port of 127.0.0.1, in front of `targetUrl` (http). */
export async function phoneNetwork(targetUrl: string, profile: NetworkProfile = PHONE_NETWORK): Promise<PhoneNetwork> {
  const target = new URL(targetUrl);
  const down = new Link(profile.downKbps, profile.rttMs / 2);
  const up = new Link(profile.upKbps, profile.rttMs / 2);
  const sockets = new Set<net.Socket>();
  const server = net.createServer({ allowHalfOpen: true }, (client) => {
    // The handshake's round trip: nothing is read from the browser until it has passed.
    client.pause();
    setTimeout(() => client.resume(), profile.rttMs);
    const portal = net.connect({ port: Number(target.port), host: target.hostname, allowHalfOpen: true });
    for (const socket of [client, portal]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        portal.destroy();
      });
    }
    pipeThrough(client, portal, up);
    pipeThrough(portal, client, down);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    url: `http://127.0.0.1:${port}`,
    profile,
    settle: async () => {
      dropAll();
      await sleep(Math.max(0, Math.max(down.idleAt, up.idleAt) - performance.now()));
    },
    close: () =>
      new Promise<void>((resolve) => {
        dropAll();
        server.close(() => resolve());
      }),
  };
}

/** One GET on a new connection through the network: its time to the last byte and the bytes of its body. */
function getOnce(url: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { 'accept-encoding': 'identity' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ ms: performance.now() - started, bytes }));
      })
      .on('error', reject);
  });
}

export interface Calibration {
  /** A small answer on a new connection: the handshake's and the request's round trips. */
  smallMs: number;
  expectedSmallMs: number;
  /** A large answer: the same plus its bytes at the link's bandwidth. */
  large: { path: string; bytes: number; ms: number; expectedMs: number };
}

/** Checks the link does what its profile says, with two requests through it (`smallPath`, `largePath`). */
export async function calibrate(network: PhoneNetwork, smallPath: string, largePath: string): Promise<Calibration> {
  const { rttMs, downKbps } = network.profile;
  await network.settle();
  const small = await getOnce(`${network.url}${smallPath}`);
  await network.settle();
  const large = await getOnce(`${network.url}${largePath}`);
  const transferMs = (bytes: number) => (bytes * 8 * 1000) / (downKbps * 1024);
  return {
    smallMs: small.ms,
    expectedSmallMs: 2 * rttMs + transferMs(small.bytes),
    large: { path: largePath, bytes: large.bytes, ms: large.ms, expectedMs: 2 * rttMs + transferMs(large.bytes) },
  };
}
