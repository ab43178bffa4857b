import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';

export interface HttpAnswer {
  status: number;
  text: string;
  header(name: string): string | undefined;
}

export type HttpSend = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; timeoutMs: number },
) => Promise<HttpAnswer>;

/** Kept-alive connections to PayPal (or its emulator): one booking is one call, many a second under load. */
const agents = { http: new http.Agent({ keepAlive: true, maxSockets: 50 }), https: new https.Agent({ keepAlive: true, maxSockets: 50 }) };

/** An error whose name says the server did not answer in time (as fetch's AbortSignal.timeout names it). */
class TimeoutError extends Error {
  override name = 'TimeoutError';
}

/**
 * One HTTP request with a small text body and answer, over node:http(s) rather than fetch: PayPal's calls are on
 * the booking path, and fetch's streams, Request and Response objects cost several times the CPU of the call itself.
 * A kept-alive connection the server closed just as it was reused fails with ECONNRESET before any answer: the
 * request is then sent once more on a new connection (as Node's documentation advises; PayPal's POSTs carry a
 * PayPal-Request-Id, so a resend is never a second payment), within the same timeoutMs.
 */
export const sendHttp: HttpSend = (url, init) => {
  const deadline = Date.now() + init.timeoutMs;
  return sendOnce(new URL(url), init, deadline).catch((error: unknown) => {
    if (!(error instanceof StaleConnectionError)) throw error;
    return sendOnce(new URL(url), init, deadline);
  });
};

/** ECONNRESET on a reused kept-alive connection before any answer came: the server had closed it. */
class StaleConnectionError extends Error {
  override name = 'StaleConnectionError';
}

function sendOnce(target: URL, init: Parameters<HttpSend>[1], deadline: number): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const secure = target.protocol === 'https:';
    let answered = false;
    // The whole request, answer included, within timeoutMs (not only while the socket is idle).
    const timer = setTimeout(
      () => request.destroy(new TimeoutError(`no answer within ${init.timeoutMs} ms`)),
      Math.max(0, deadline - Date.now()),
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      const reset = (error as NodeJS.ErrnoException).code === 'ECONNRESET';
      reject(reset && request.reusedSocket && !answered ? new StaleConnectionError(error.message, { cause: error }) : error);
    };
    // Looked up on the module at each call (not imported by name), so test doubles that replace it (msw) see it.
    const request = (secure ? https.request : http.request)(
      target,
      {
        method: init.method,
        // A known length rather than a chunked body: some servers (and proxies) before PayPal refuse chunked requests.
        headers: init.body === undefined ? init.headers : { ...init.headers, 'Content-Length': String(Buffer.byteLength(init.body)) },
        agent: secure ? agents.https : agents.http,
      },
      (response: IncomingMessage) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', fail);
        response.on('end', () => {
          clearTimeout(timer);
          const header = (name: string) => {
            const value = response.headers[name.toLowerCase()];
            return Array.isArray(value) ? value.join(', ') : value;
          };
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), header });
        });
      },
    );
    request.on('error', fail);
    request.end(init.body);
  });
}
