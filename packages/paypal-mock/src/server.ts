import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { createPayPalMock } from './mock.js';
import type { PayPalMock } from './types.js';

export interface PayPalEmulatorOptions {
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  clientId?: string;
  clientSecret?: string;
}

export interface PayPalEmulator {
  /** The emulator's base URL, e.g. http://127.0.0.1:41234 — use it as the PayPal API base. */
  url: string;
  mock: PayPalMock;
  close(): Promise<void>;
}

/**
 * Serves the PayPal mock's msw handlers over plain HTTP, so a browser (the approval page) and a separate
 * process (`pnpm start`) reach the same emulator the in-process tests use.
 */
export async function startPayPalEmulator(options: PayPalEmulatorOptions = {}): Promise<PayPalEmulator> {
  const host = options.host ?? '127.0.0.1';
  let mock: PayPalMock | undefined;

  const server = createServer((req, res) => {
    if (!mock) {
      res.writeHead(503).end();
      return;
    }
    handle(mock, req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`PayPal emulator error: ${error instanceof Error ? error.message : String(error)}`);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  const { port } = server.address() as AddressInfo;
  const url = `http://${urlHost(host)}:${port}`;
  mock = createPayPalMock({ baseUrl: url, clientId: options.clientId, clientSecret: options.clientSecret });

  return {
    url,
    mock,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

async function handle(mock: PayPalMock, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const request = await toFetchRequest(req, mock.baseUrl);
  const response = await getResponse(mock.handlers, request);
  if (!response) {
    res.writeHead(404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ name: 'RESOURCE_NOT_FOUND', message: `The PayPal emulator has no ${req.method} ${req.url}` }));
    return;
  }
  // A network error (a lost answer, mock.loseAnswers): the connection closes with the request read and nothing sent.
  if (response.type === 'error') {
    req.socket.destroy();
    return;
  }
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function toFetchRequest(req: IncomingMessage, baseUrl: string): Promise<Request> {
  // The URL is built on the emulator's own base, whatever Host the client sent, so the handlers always match.
  const url = new URL(req.url ?? '/', baseUrl);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  let body: ArrayBuffer | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    body = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  }
  return new Request(url, { method, headers, body });
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
