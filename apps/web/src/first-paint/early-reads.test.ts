import { httpLink } from '@trpc/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockDb, resetMockData } from '../mocks/data';
import { server } from '../mocks/server';
import { TrpcMockError, trpcQuery } from '../mocks/trpc';
import { createApp } from '../router';
import { TEST_API_URL } from '../test/render-with-api';
import { startEarlyRead } from './early-read-start';
import { firstImages } from './early-reads';

/** The early read as the first-paint script makes it, one request a path here (msw-trpc answers unbatched calls). */
const earlyRead = (paths: string[], images = 0) => startEarlyRead(paths, 'en', images, httpLink({ url: TEST_API_URL }));
/** The app as a prerendered page starts it, after its first-paint script. */
const startApp = () => createApp({ apiUrl: TEST_API_URL, batch: false });

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
  it("is the app's first read of the page's data, so the server is asked once", async () => {
    earlyRead(['service.list']);
    const { queryClient, trpc } = startApp();
    const services = await queryClient.ensureQueryData(trpc.service.list.queryOptions());
    expect(services.map((s) => s.name).sort()).toEqual(mockDb.services.map((s) => s.name).sort());
    expect(seen).toEqual(['service.list']);

    // Later reads are the app's own: the early answer seeds the app once.
    await startApp().queryClient.fetchQuery(trpc.service.list.queryOptions());
    expect(seen).toEqual(['service.list', 'service.list']);
  });

  it('preloads the pictures of the first items, which the top of the page shows', async () => {
    earlyRead(['service.list'], 2);
    const { queryClient, trpc } = startApp();
    const services = await queryClient.ensureQueryData(trpc.service.list.queryOptions());
    await expect.poll(preloadedImages).toEqual(services.slice(0, 2).map((s) => s.image));
    expect(seen).toEqual(['service.list']);
  });

  it('leaves the app to ask itself when the early answer failed', async () => {
    server.use(
      trpcQuery('service.list', () => {
        throw new TrpcMockError('INTERNAL_SERVER_ERROR', 'down');
      }),
    );
    earlyRead(['service.list'], 2);
    const { queryClient, trpc } = startApp();
    await expect.poll(() => seen.length).toBe(1);
    server.resetHandlers();
    await expect.poll(() => queryClient.getQueryState(trpc.service.list.queryKey())?.status).toBe('error');
    const services = await queryClient.ensureQueryData(trpc.service.list.queryOptions());
    expect(services).toHaveLength(mockDb.services.length);
    expect(seen).toEqual(['service.list', 'service.list']);
    expect(preloadedImages()).toEqual([]);
  });

  it('answers each of the reads it made once, and no other', async () => {
    earlyRead(['service.list', 'stylist.list']);
    const { queryClient, trpc } = startApp();
    // The app asks for the stylists first, then the services, then a read the page did not name.
    const stylists = await queryClient.ensureQueryData(trpc.stylist.list.queryOptions());
    const services = await queryClient.ensureQueryData(trpc.service.list.queryOptions());
    await queryClient.ensureQueryData(trpc.allcode.getByType.queryOptions({ type: 'TIME' }));
    expect(stylists).toHaveLength(mockDb.stylists.length);
    expect(services).toHaveLength(mockDb.services.length);
    expect(seen.sort()).toEqual(['allcode.getByType', 'service.list', 'stylist.list']);
  });

  it('names no pictures in an answer of another shape', () => {
    expect(firstImages({ items: [] }, 3)).toEqual([]);
    expect(firstImages(undefined, 3)).toEqual([]);
    expect(firstImages([{ image: '/a.svg' }, { image: null }, { image: '/c.svg' }, { image: '/d.svg' }], 3)).toEqual(['/a.svg', '/c.svg']);
  });
});
