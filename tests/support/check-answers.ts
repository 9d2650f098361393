import { checkAgainstDocument, isTestServer } from './contract-check.js';

// Setup of the API suite: every answer a test server gives, whichever way the test asked (the client of
// api-client.ts or a plain fetch), is checked against the API document before the test sees it.

const fetchAnswer = globalThis.fetch;

globalThis.fetch = async (input, init) => {
  const response = await fetchAnswer(input, init);
  // A followed redirect ends on a page of the web; the redirect itself is checked where it is asked for by hand.
  if (response.redirected || !isTestServer(response.url)) return response;
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  const text = await response.clone().text();
  const isJson = response.headers.get('content-type')?.includes('application/json');
  checkAgainstDocument(method, response.url, { status: response.status, body: isJson && text ? (JSON.parse(text) as unknown) : text, headers: response.headers });
  return response;
};
