import type { ApiError } from '@eb/api-contract';
import { freshAccessToken } from '../auth/fresh-token';

/** An API answer other than 2xx; `message` is the server's German text, safe to show. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError | undefined,
  ) {
    super(body?.message ?? 'Es ist ein Fehler aufgetreten.');
    this.name = 'ApiRequestError';
  }
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;
let transport: Fetch = (input, init) => fetch(input, init);

/** The pre-renderer answers API calls in-process; everything else goes over the network. */
export function setApiTransport(fetchImplementation: Fetch): void {
  transport = fetchImplementation;
}

export function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return request<T>(path, { headers: { accept: 'application/json' }, signal: signal ?? null });
}

export function apiPost<T>(path: string, body: unknown): Promise<T> {
  return apiRequest<T>('POST', path, body);
}

export function apiRequest<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  // No body, no content type: the server refuses an announced JSON body that is empty (a DELETE).
  if (body === undefined) return request<T>(path, { method, headers: { accept: 'application/json' } });
  return request<T>(path, { method, headers: { accept: 'application/json', 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** A file upload (multipart/form-data) with the same fresh token and errors as every other call. */
export function apiUpload<T>(method: 'POST' | 'PUT', path: string, body: FormData): Promise<T> {
  // No content type of our own: the browser writes it with the form's boundary.
  return request<T>(path, { method, headers: { accept: 'application/json' }, body });
}

async function request<T>(path: string, init: RequestInit): Promise<T> {
  // SPEC.md: the bearer token goes with every call to our API (never to the issuer).
  const token = path.startsWith('/api/') ? await freshAccessToken() : null;
  const headers = new Headers(init.headers);
  if (token && path.startsWith('/api/')) headers.set('authorization', `Bearer ${token}`);
  const response = await transport(path, { ...init, headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as ApiError | undefined;
    throw new ApiRequestError(response.status, body);
  }
  // 204 No Content (a deletion) has no body to read.
  if (response.status === 204) return null as T;
  return (await response.json()) as T;
}
