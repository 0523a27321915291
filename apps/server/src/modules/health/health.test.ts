import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('health and readiness', () => {
  it('answers /healthz and /readyz while the database is reachable', async () => {
    expect((await test.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await test.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it('publishes an OpenAPI description generated from the route schemas', async () => {
    const response = await test.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const spec = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/products/formats', '/api/products/designs/{formatId}', '/api/products/papers/{formatId}']));
    expect((await test.app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });
});

describe('when the database is gone', () => {
  it('reports not ready with 503', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.app.inject('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', checks: { database: 'failed' } });
    await broken.close();
  });
});
