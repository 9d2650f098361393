import { checkAgainstDocument, isTestServer } from './contract-check.js';

// Setup of the API suite: every answer a test server gives, whichever way the test asked (the client of
// api-client.ts or a plain fetch), is checked against the API document before the test sees it. The files of a
// worker share one process (no isolation between them), and this runs before each: fetch is wrapped once.

const CHECKING = Symbol.for('zlota.check-answers');
const unchecked = globalThis.fetch;

if (!(CHECKING in unchecked)) globalThis.fetch = Object.assign(checkedFetch, { [CHECKING]: true });

async function checkedFetch(input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]): Promise<Response> {
  const response = await unchecked(input, init);
  // A followed redirect ends on a page of the web; the redirect itself is checked where it is asked for by hand.
  if (response.redirected || !isTestServer(response.url)) return response;
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  const text = await response.clone().text();
  const isJson = response.headers.get('content-type')?.includes('application/json');
  checkAgainstDocument(method, response.url, { status: response.status, body: isJson && text ? (JSON.parse(text) as unknown) : text, headers: response.headers });
  return response;
}
