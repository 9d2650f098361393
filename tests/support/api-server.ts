import { afterAll, beforeAll } from 'vitest';
import { adminActor, type Actor } from './catalog.js';
import { startTestServer, type TestServer } from './test-server.js';

export interface ApiServer {
  /** The portal, started before the file's first test. */
  readonly server: TestServer;
  /** An admin of it, signed in. */
  readonly admin: Actor;
}

/**
 * The API suites' preamble: a portal of its own for the test file (with `env` beside the test settings), an admin signed
 * in before the first test, the portal stopped after the last. Call it at the top of the file; read `server` and `admin`
 * in tests and in later beforeAll hooks (hooks run in the order they are registered).
 */
export function useApiServer(env: Record<string, string> = {}): ApiServer {
  let server: TestServer | undefined;
  let admin: Actor | undefined;
  beforeAll(async () => {
    server = await startTestServer(env);
    admin = await adminActor(server);
  });
  afterAll(() => server?.close());
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useApiServer: the portal is read before its beforeAll ran');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get admin() {
      return started(admin);
    },
  };
}
