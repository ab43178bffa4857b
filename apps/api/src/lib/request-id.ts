import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { AppConfig } from '../config.js';

/** The header a reverse proxy (nginx: `proxy_set_header X-Request-Id $request_id`) names its request id in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy may give: short, and only characters that are safe in a log line and a header. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/** Whether the connection's peer is a proxy TRUST_PROXY trusts (then the request id it names is taken). */
export function trustsPeer(trustProxy: AppConfig['trustProxy']): (peer: string | undefined) => boolean {
  if (trustProxy === false) return () => false;
  // A hop count trusts the nearest proxies, whichever address they have: the peer is the first of them.
  if (typeof trustProxy === 'number') return (peer) => peer !== undefined && trustProxy >= 1;
  const proxies = new BlockList();
  for (const entry of trustProxy) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(bits), family);
  }
  return (peer) => {
    if (!peer) return false;
    const address = plainAddress(peer);
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    return isIP(address) !== 0 && proxies.check(address, family);
  };
}

/**
 * Fastify's genReqId: the proxy's X-Request-Id when the connection comes from a proxy TRUST_PROXY trusts (so one id
 * follows a request from nginx's log to ours), else a fresh UUID; a client cannot choose the id it is logged under.
 */
export function requestIdGenerator(trustProxy: AppConfig['trustProxy']): (req: IncomingMessage) => string {
  const trusted = trustsPeer(trustProxy);
  return (req) => {
    const given = req.headers[REQUEST_ID_HEADER];
    if (typeof given === 'string' && SAFE_REQUEST_ID.test(given) && trusted(req.socket?.remoteAddress)) return given;
    return randomUUID();
  };
}
