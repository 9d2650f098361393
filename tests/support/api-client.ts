import type { ApiRoute } from '@zlota/shared/api-routes';
import { apiPath, serverPaths } from '@zlota/shared/api-routes';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read bodies of many shapes
export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** Sent as it is, without JSON encoding. */
  rawBody?: string | Buffer;
}

/** One HTTP request to a running server; the body is parsed as JSON when it is JSON. */
export async function call(baseUrl: string, method: string, path: string, options: CallOptions = {}): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | Buffer | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json');
  return { status: response.status, body: isJson && text ? JSON.parse(text) : text, headers: response.headers };
}

/** Calls a route of the shared route table at its /api path (the first of its server paths). */
export function callRoute(baseUrl: string, route: ApiRoute, params: Record<string, string | number> = {}, options: CallOptions = {}) {
  const filled = { ...route, path: apiPath(route, params) };
  return call(baseUrl, route.method, serverPaths(filled)[0]!, options);
}
