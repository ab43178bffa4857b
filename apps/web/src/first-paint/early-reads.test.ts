import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockDb, resetMockData } from '../mocks/data';
import { handlers } from '../mocks/handlers';
import { server } from '../mocks/server';
import { trpcBatchHandler } from '../mocks/trpc-batch';
import { createApp } from '../router';
import { firstImages, startEarlyRead } from './early-reads';

/** Every request that reached the (mock) server, by tRPC path. */
const seen: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  seen.push(new URL(request.url).pathname.replace(/^\/trpc\//, ''));
};

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', onRequest);
});
beforeEach(() => {
  resetMockData();
  seen.length = 0;
});
afterEach(() => {
  server.resetHandlers();
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});
afterAll(() => {
  server.events.removeListener('request:start', onRequest);
  server.close();
});

const preloadedImages = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href'));

describe("a prerendered page's early read", () => {
  it("answers the app's first read of the page's data, so the server is asked once", async () => {
    startEarlyRead(['service.list'], 'en', 0);
    const { trpcClient } = createApp();
    const services = await trpcClient.service.list.query();
    expect(services.map((s) => s.name).sort()).toEqual(mockDb.services.map((s) => s.name).sort());
    expect(seen).toEqual(['service.list']);

    // Later reads are the app's own: the early answer is used once.
    await trpcClient.service.list.query();
    expect(seen).toEqual(['service.list', 'service.list']);
  });

  it('preloads the pictures of the first items, which the top of the page shows', async () => {
    startEarlyRead(['service.list'], 'en', 2);
    const services = await createApp().trpcClient.service.list.query();
    await expect.poll(preloadedImages).toEqual(services.slice(0, 2).map((s) => s.image));
    expect(seen).toEqual(['service.list']);
  });

  it('leaves the app to ask itself when the early answer failed', async () => {
    server.use(http.get('*/trpc/service.list', () => HttpResponse.json([{ error: { message: 'down' } }], { status: 500 }), { once: true }));
    startEarlyRead(['service.list'], 'en', 2);
    const { trpcClient } = createApp();
    const services = await trpcClient.service.list.query();
    expect(services).toHaveLength(mockDb.services.length);
    expect(seen).toEqual(['service.list', 'service.list']);
    expect(preloadedImages()).toEqual([]);
  });

  it('is not used for another read: that one goes to the server, and the early answer waits for its own', async () => {
    startEarlyRead(['stylist.list'], 'en', 0);
    const { trpcClient } = createApp();
    await trpcClient.service.list.query();
    const stylists = await trpcClient.stylist.list.query();
    expect(stylists).toHaveLength(mockDb.stylists.length);
    expect(seen).toEqual(['stylist.list', 'service.list']);
  });

  it("answers each of a batch's reads once, whether the app asks for them together or one by one", async () => {
    server.use(trpcBatchHandler(() => handlers));
    startEarlyRead(['service.list', 'stylist.list'], 'en', 0);
    const { trpcClient } = createApp();
    // A returning visitor's kept services: the app asks for the stylists alone first, then the services again.
    const stylists = await trpcClient.stylist.list.query();
    const services = await trpcClient.service.list.query();
    expect(stylists).toHaveLength(mockDb.stylists.length);
    expect(services).toHaveLength(mockDb.services.length);
    expect(seen).toEqual(['service.list,stylist.list']);
  });

  it('names no pictures in an answer of another shape', () => {
    expect(firstImages({ result: { data: [] } }, 3)).toEqual([]);
    expect(firstImages([{ error: { message: 'x' } }], 3)).toEqual([]);
    expect(
      firstImages([{ result: { data: [{ image: '/a.svg' }, { image: null }, { image: '/c.svg' }, { image: '/d.svg' }] } }], 3),
    ).toEqual(['/a.svg', '/c.svg']);
  });
});
