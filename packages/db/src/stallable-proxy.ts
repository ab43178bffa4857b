import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP forwarder between a client and PostgreSQL that a test can stall (bytes held, connections left open, as a
 * network that stops answering) and cut (every connection reset), for the connection-loss tests (docs/decisions/024).
 */
export interface StallableProxy {
  /** postgres:// URL of `targetUrl` through the proxy. */
  url: string;
  /** Holds every byte in both directions until resume(). */
  stall(): void;
  resume(): void;
  /**
   * Ends the stall for new connections only: the stalled ones stay silent for good, as connections whose state a NAT
   * or firewall forgot during an outage (their peer never hears of it).
   */
  resumeNewOnly(): void;
  /** Resets every open connection, as a failover or a restarted PgBouncer does. */
  cutAll(): void;
  /** While on, every new connection is closed at once (a database that is down); open ones are cut too. */
  refuse(on: boolean): void;
  close(): Promise<void>;
}

export async function startStallableProxy(targetUrl: string): Promise<StallableProxy> {
  const target = new URL(targetUrl);
  const pairs = new Set<[Socket, Socket]>();
  const silent = new Set<[Socket, Socket]>();
  let stalled = false;
  let refusing = false;
  const server: Server = createServer((client) => {
    if (refusing) {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(Number(target.port || 5432), target.hostname);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const forget = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      from.on('data', (chunk: Buffer) => {
        if (!to.write(chunk)) from.pause();
      });
      to.on('drain', () => {
        if (!stalled) from.resume();
      });
      from.on('error', forget);
      from.on('close', forget);
    }
    if (stalled) {
      client.pause();
      upstream.pause();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  function cutAll() {
    for (const [a, b] of pairs) {
      a.resetAndDestroy();
      b.resetAndDestroy();
    }
    pairs.clear();
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    stall() {
      stalled = true;
      for (const [a, b] of pairs) {
        a.pause();
        b.pause();
      }
    },
    resume() {
      stalled = false;
      for (const [a, b] of pairs) {
        a.resume();
        b.resume();
      }
    },
    resumeNewOnly() {
      stalled = false;
      for (const pair of pairs) silent.add(pair);
      pairs.clear();
    },
    cutAll,
    refuse(on) {
      refusing = on;
      if (on) cutAll();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const [a, b] of [...pairs, ...silent]) {
          a.destroy();
          b.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
