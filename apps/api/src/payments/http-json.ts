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
 */
export const sendHttp: HttpSend = (url, init) =>
  new Promise((resolve, reject) => {
    const target = new URL(url);
    const secure = target.protocol === 'https:';
    // The whole request, answer included, within timeoutMs (not only while the socket is idle).
    const timer = setTimeout(() => request.destroy(new TimeoutError(`no answer within ${init.timeoutMs} ms`)), init.timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
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
