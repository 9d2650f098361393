import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import type { BrowserContext } from 'playwright-core';
import type { DesktopBridge } from '@zlota/shared/desktop-bridge';
import { appFileFor, contentSecurityPolicy } from '../../desktop/src/main/modules/app-files.js';

// A stand-in for the desktop app's app://zlota-rybka in Chromium (the engine Electron embeds): the web's build
// served from an origin other than the server's, by the app's own file mapping and CSP (app-files.ts), with
// window.desktop stubbed to its typed interface.

export async function freeLoopbackPort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface AppOrigin {
  url: string;
  close(): Promise<void>;
}

/** Serves `webDist` at http://127.0.0.1:{port} as protocol.ts serves it at app://zlota-rybka. */
export async function serveAppOrigin(webDist: string, port: number, serverUrl: string): Promise<AppOrigin> {
  const server: Server = createServer((request, response) => {
    const served = appFileFor(`app://zlota-rybka${request.url ?? '/'}`, webDist);
    if (!served || request.method !== 'GET') {
      response.writeHead(404).end();
      return;
    }
    readFile(served.file).then(
      (body) => response.writeHead(200, { 'Content-Type': served.type, 'Content-Security-Policy': contentSecurityPolicy(serverUrl) }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface BridgeCall {
  name: keyof DesktopBridge;
  args: unknown[];
}

/** Gives every page of the context a `window.desktop` of the bridge's interface, recording its calls. */
export async function stubDesktopBridge(context: BrowserContext, serverUrl: string): Promise<void> {
  await context.addInitScript((server) => {
    const calls: { name: string; args: unknown[] }[] = [];
    const record = <T>(name: string, args: unknown[], answer: T) => {
      calls.push({ name, args });
      return Promise.resolve(answer);
    };
    const desktop: DesktopBridge = {
      serverUrl: server,
      appVersion: '0.0.0-test',
      keepSession: (session) => record('keepSession', [session], 'session-only' as const),
      forgetSession: () => record('forgetSession', [], undefined),
      saveCsv: (name, csv) => record('saveCsv', [name, csv], true),
      print: () => record('print', [], undefined),
      loadSettings: () => record('loadSettings', [], { serverUrl: server, updatesEnabled: true, notificationsEnabled: true, notificationIntervalMinutes: 5 }),
      saveSettings: (form) => record('saveSettings', [form], { ok: true as const }),
    };
    Object.defineProperty(globalThis, 'desktop', { value: Object.freeze(desktop) });
    Object.defineProperty(globalThis, 'desktopCalls', { value: calls });
  }, serverUrl);
}
