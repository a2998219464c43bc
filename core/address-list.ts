// Lists of client addresses and subnets (`10.0.0.0/8`, `::1`) as node's BlockList, for settings that name clients.
import { isIP, type BlockList } from 'node:net';

/** A list entry as a BlockList rule; throws on one that is not an address or subnet (checked when the configuration is read). */
export function addAllowed(list: BlockList, entry: string): void {
  const [address, prefix] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0) throw new Error(`"${entry}" is not an IP address or subnet`);
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (prefix === undefined) return list.addAddress(address!, type);
  const bits = Number(prefix);
  if (!/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128))
    throw new Error(`"${entry}" has an invalid prefix length`);
  list.addSubnet(address!, bits, type);
}
