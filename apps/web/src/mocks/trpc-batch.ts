import { getResponse, HttpResponse, http, type RequestHandler } from 'msw';

/**
 * The app's httpBatchLink sends several procedures in one request (`/trpc/service.list,stylist.list?batch=1`),
 * which no single-procedure handler matches. This handler splits such a batch into one-item batches, answers
 * each with the given handlers, and joins the answers the way tRPC's server does. Single calls pass through.
 */
export function trpcBatchHandler(handlers: () => RequestHandler[]) {
  return http.all('*/trpc/:paths', async ({ request, params }) => {
    const paths = String(params.paths).split(',');
    const url = new URL(request.url);
    if (paths.length < 2 || url.searchParams.get('batch') !== '1') return undefined;

    const raw = request.method === 'GET' ? url.searchParams.get('input') : await request.text();
    const inputs = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    const answers = await Promise.all(
      paths.map(async (path, i) => {
        const single = new URL(url);
        single.pathname = url.pathname.replace(/[^/]+$/, path);
        const oneInput = JSON.stringify(i in inputs ? { 0: inputs[i] } : {});
        if (request.method === 'GET') single.searchParams.set('input', oneInput);
        const response = await getResponse(
          handlers(),
          new Request(single, { method: request.method, headers: request.headers, body: request.method === 'GET' ? undefined : oneInput }),
        );
        if (!response) return notFound(path);
        const [item] = (await response.json()) as [{ error?: { data?: { httpStatus?: number } } }];
        return item;
      }),
    );
    const statuses = new Set(answers.map((a) => a.error?.data?.httpStatus ?? 200));
    const status = statuses.size === 1 ? ([...statuses][0] ?? 200) : 207;
    return HttpResponse.json(answers, { status });
  });
}

function notFound(path: string) {
  return {
    error: {
      message: `No procedure found on path "${path}"`,
      code: -32004,
      data: { code: 'NOT_FOUND', httpStatus: 404, path },
    },
  };
}
