import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpReceiver {
  /** smtp://127.0.0.1:PORT — give it to the app as SMTP_URL. */
  url: string;
  /** Every message received so far, in arrival order. */
  messages: ParsedMail[];
  /** Resolves with the first message (already received or arriving later) that matches; rejects after timeoutMs. */
  waitFor(predicate: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (random port, no TLS, no auth) that keeps what it receives, for tests. */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const messages: ParsedMail[] = [];
  const listeners = new Set<(mail: ParsedMail) => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          for (const listener of listeners) listener(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  // A client that drops its connection mid-message (a sender killed with -9) is that client's problem, not the
  // receiver's: without a listener, the server's 'error' event would end the test process.
  server.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(predicate, timeoutMs = 15_000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise<ParsedMail>((resolve, reject) => {
        const listener = (mail: ParsedMail) => {
          if (!predicate(mail)) return;
          clearTimeout(timer);
          listeners.delete(listener);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          listeners.delete(listener);
          const seen = messages.map((m) => m.subject ?? '(no subject)').join(', ') || 'none';
          reject(new Error(`No matching email within ${timeoutMs} ms (received: ${seen})`));
        }, timeoutMs);
        listeners.add(listener);
      });
    },
    close() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
