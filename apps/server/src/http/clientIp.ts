import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from './context.ts';

/** What an in-process request (app.request without socket information) counts as: in no range, one shared bucket. */
export const UNKNOWN_CLIENT = 'unknown';

type Range = { address: string; prefix: number; type: 'ipv4' | 'ipv6' };

/** "10.0.0.0/8", "::1/128" or a bare address; null when the entry is not a range. */
function parseRange(entry: string): Range | null {
  const [address = '', prefixText, extra] = entry.trim().split('/');
  const family = isIP(address);
  const bits = family === 4 ? 32 : 128;
  if (!family || extra !== undefined || (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText))) return null;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  return prefix <= bits ? { address, prefix, type: family === 4 ? 'ipv4' : 'ipv6' } : null;
}

/**
 * CIDR ranges as a list Node checks natively; IPv4-mapped IPv6 addresses (::ffff:10.1.2.3) match the IPv4 ranges.
 * Throws on an entry that is not a range, so a typo in the configuration stops the server instead of silently
 * trusting nobody (or everybody).
 */
export function ipRangeList(ranges: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of ranges) {
    const range = parseRange(entry);
    if (!range) throw new Error(`Not an IP range: "${entry}"`);
    list.addSubnet(range.address, range.prefix, range.type);
  }
  return list;
}

/** The ranges that parse, for data entered by schools: one bad row must not turn the whole list into an error. */
export function lenientIpRangeList(ranges: readonly string[]): BlockList {
  const list = new BlockList();
  for (const range of ranges.map(parseRange)) if (range) list.addSubnet(range.address, range.prefix, range.type);
  return list;
}

/** Whether every entry is a range (for validating what an administrator types). */
export const isIpRange = (entry: string) => parseRange(entry) !== null;

/** Whether an address lies in a list; an address that is not an IP (UNKNOWN_CLIENT) is in none. */
export function inRanges(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Strips an IPv6 zone ("fe80::1%eth0") and brackets, which some proxies write. */
const bare = (address: string) => address.trim().replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');

/**
 * The client's address: the connection's peer, unless that peer is a trusted proxy — then the right-most
 * X-Forwarded-For entry that is not itself a trusted proxy (entries further left were written by whoever the proxy
 * talked to, the client included, and prove nothing). A client that writes X-Forwarded-For itself, straight to us,
 * is ignored.
 */
export function resolveClientIp(peer: string | undefined, forwardedFor: string | undefined, trusted: BlockList): string {
  const remote = peer ? bare(peer) : '';
  if (!isIP(remote)) return UNKNOWN_CLIENT;
  if (!inRanges(trusted, remote) || !forwardedFor) return remote;
  const chain = forwardedFor.split(',').map(bare).filter(Boolean);
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    const hop = chain[index]!;
    if (!isIP(hop)) return remote; // a garbled chain: fall back to what we know, the proxy itself
    if (!inRanges(trusted, hop)) return hop;
  }
  return chain[0] ?? remote;
}

const trustedLists = new WeakMap<readonly string[], BlockList>();
function trustedList(ranges: readonly string[]): BlockList {
  let list = trustedLists.get(ranges);
  if (!list) trustedLists.set(ranges, (list = ipRangeList(ranges)));
  return list;
}

/** The socket's remote address, or undefined for an in-process request (tests call app.request without a socket). */
function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** The address this request comes from, as far as we can tell it: see resolveClientIp. */
export function clientIp(c: Context<AppEnv>): string {
  return resolveClientIp(peerAddress(c), c.req.header('x-forwarded-for'), trustedList(c.get('services').config.trustedProxies));
}
