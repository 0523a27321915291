import type { ApiError } from '@eb/api-contract';

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

export async function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await transport(path, { headers: { accept: 'application/json' }, signal: signal ?? null });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as ApiError | undefined;
    throw new ApiRequestError(response.status, body);
  }
  return (await response.json()) as T;
}
