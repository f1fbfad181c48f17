import { isIP } from 'node:net';
import type { Server } from '../../src/server.ts';
import { browser } from '../harness.ts';

/**
 * A browser at a network address: the in-process request carries the socket information @hono/node-server would
 * give (getConnInfo reads env.incoming.socket), so the server sees the connection come from `address`.
 */
export function browserAt(server: Server, address: string, origin?: string) {
  const socket = { remoteAddress: address, remotePort: 40000, remoteFamily: isIP(address) === 6 ? 'IPv6' : 'IPv4' };
  const request: Server['app']['request'] = (input, init) => server.app.request(input, init, { incoming: { socket } });
  return browser({ ...server, app: { ...server.app, request } as Server['app'] }, origin);
}
