import { once } from 'node:events';
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { sendHttp } from './http-json.js';

/**
 * A plain TCP server that speaks just enough HTTP/1.1 to keep a connection alive, and that can close a kept-alive
 * connection the moment the next request arrives on it: what PayPal (or any server) does when its idle timeout and
 * the client's reuse of the connection cross.
 */
function keepAliveServer(options: { resetReused: boolean; resetNew?: boolean }) {
  const seen: { connection: number; requestId: string | undefined }[] = [];
  let connections = 0;
  const server: Server = createServer((socket: Socket) => {
    openSockets.add(socket);
    socket.once('close', () => openSockets.delete(socket));
    const connection = ++connections;
    let requestsOnThisConnection = 0;
    let buffered = '';
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('latin1');
      while (buffered.includes('\r\n\r\n')) {
        const end = buffered.indexOf('\r\n\r\n');
        const head = buffered.slice(0, end);
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
        if (buffered.length < end + 4 + length) return;
        buffered = buffered.slice(end + 4 + length);
        requestsOnThisConnection++;
        seen.push({ connection, requestId: /paypal-request-id: (\S+)/i.exec(head)?.[1] });
        const reset = requestsOnThisConnection > 1 ? options.resetReused : (options.resetNew ?? false);
        if (reset) {
          socket.resetAndDestroy();
          return;
        }
        const body = JSON.stringify({ id: 'ORDER-1', connection });
        socket.write(
          `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: keep-alive\r\n\r\n${body}`,
        );
      }
    });
    socket.on('error', () => undefined);
  });
  return { server, seen };
}

const servers: Server[] = [];
const openSockets = new Set<Socket>();
afterEach(async () => {
  for (const socket of openSockets) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function start(options: { resetReused: boolean; resetNew?: boolean }) {
  const { server, seen } = keepAliveServer(options);
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2/checkout/orders/ORDER-1/capture`, seen };
}

const capture = (url: string) =>
  sendHttp(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'PayPal-Request-Id': 'capture-payment-17' },
    body: '{}',
    timeoutMs: 5000,
  });

describe('sendHttp on a kept-alive connection', () => {
  it('sends a request again, on a new connection and with the same request id, when the server closed the connection it reused', async () => {
    const { url, seen } = await start({ resetReused: true });
    const first = await capture(url);
    expect(JSON.parse(first.text)).toEqual({ id: 'ORDER-1', connection: 1 });

    // The second call reuses connection 1, which the server resets; the resend goes out on connection 2.
    const second = await capture(url);
    expect(second.status).toBe(200);
    expect(JSON.parse(second.text)).toEqual({ id: 'ORDER-1', connection: 2 });
    expect(seen).toEqual([
      { connection: 1, requestId: 'capture-payment-17' },
      { connection: 1, requestId: 'capture-payment-17' },
      { connection: 2, requestId: 'capture-payment-17' },
    ]);
  });

  it('does not send again when a new connection is reset: the caller hears of the failure', async () => {
    const { url, seen } = await start({ resetReused: false, resetNew: true });
    await expect(capture(url)).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(seen).toHaveLength(1);
  });

  it('reuses a kept-alive connection while the server keeps it open', async () => {
    const { url, seen } = await start({ resetReused: false });
    await capture(url);
    await capture(url);
    expect(seen.map((request) => request.connection)).toEqual([1, 1]);
  });
});
