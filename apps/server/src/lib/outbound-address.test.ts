import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { isPrivateAddress, isPublicHost, type ResolveHost } from './outbound-address.ts';

describe('the outbound address check', () => {
  // One address inside each block of IANA's IPv4 special-purpose address registry.
  it.each([
    ['0.0.0.0/8 this network', '0.1.2.3'],
    ['10.0.0.0/8 private', '10.1.2.3'],
    ['100.64.0.0/10 carrier NAT', '100.127.255.254'],
    ['127.0.0.0/8 loopback', '127.0.0.1'],
    ['169.254.0.0/16 link-local, cloud metadata', '169.254.169.254'],
    ['172.16.0.0/12 private', '172.31.255.1'],
    ['192.0.0.0/24 IETF protocol assignments', '192.0.0.170'],
    ['192.0.2.0/24 documentation', '192.0.2.1'],
    ['192.31.196.0/24 AS112', '192.31.196.1'],
    ['192.52.193.0/24 AMT', '192.52.193.1'],
    ['192.88.99.0/24 6to4 relay anycast', '192.88.99.1'],
    ['192.168.0.0/16 private', '192.168.1.1'],
    ['192.175.48.0/24 AS112 direct delegation', '192.175.48.1'],
    ['198.18.0.0/15 benchmarking', '198.19.255.1'],
    ['198.51.100.0/24 documentation', '198.51.100.7'],
    ['203.0.113.0/24 documentation', '203.0.113.9'],
    ['224.0.0.0/4 multicast', '239.255.255.250'],
    ['240.0.0.0/4 reserved', '240.0.0.1'],
    ['255.255.255.255 broadcast', '255.255.255.255'],
  ])('refuses IPv4 %s (%s)', (_range, address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  // One address inside each block of IANA's IPv6 special-purpose address registry, and the older forms that carry
  // an IPv4 address.
  it.each([
    ['::/128 unspecified', '::'],
    ['::1/128 loopback', '::1'],
    ['::/96 IPv4-compatible, deprecated', '::7f00:1'],
    ['::ffff:0:0/96 mapped, a loopback inside', '::ffff:127.0.0.1'],
    ['::ffff:0:0/96 mapped, written in hex', '::ffff:7f00:1'],
    ['::ffff:0:0/96 mapped, a private address inside', '::ffff:10.0.0.5'],
    ['::ffff:0:0:0/96 IPv4-translated', '::ffff:0:7f00:1'],
    ['64:ff9b::/96 NAT64, a loopback inside', '64:ff9b::7f00:1'],
    ['64:ff9b::/96 NAT64, a private address inside', '64:ff9b::a00:5'],
    ['64:ff9b:1::/48 local-use NAT64', '64:ff9b:1::808:808'],
    ['100::/64 discard-only', '100::1'],
    ['2001::/23 IETF protocol assignments', '2001:1::1'],
    ['2001::/32 Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['2001:2::/48 benchmarking', '2001:2::1'],
    ['2001:3::/32 AMT', '2001:3::1'],
    ['2001:4:112::/48 AS112-v6', '2001:4:112::1'],
    ['2001:20::/28 ORCHIDv2', '2001:20::1'],
    ['2001:30::/28 drone remote ID', '2001:30::1'],
    ['2001::/23, its last block', '2001:1ff::1'],
    ['2001:db8::/32 documentation', '2001:db8::1'],
    ['2002::/16 6to4, a loopback inside', '2002:7f00:1::1'],
    ['2002::/16 6to4, a public address inside', '2002:808:808::1'],
    ['2620:4f:8000::/48 AS112 direct delegation', '2620:4f:8000::1'],
    ['3fff::/20 documentation', '3fff::1'],
    ['5f00::/16 segment routing', '5f00::1'],
    ['fc00::/7 unique local', 'fd00::1'],
    ['fe80::/10 link-local', 'fe80::1'],
    ['fec0::/10 site-local, deprecated', 'fec0::1'],
    ['ff00::/8 multicast', 'ff02::1'],
  ])('refuses IPv6 %s (%s)', (_range, address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['localhost', '', 'not an address', '1.2.3.4.5'])('refuses %j, which is no address', (text) => {
    expect(isPrivateAddress(text)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '172.32.0.1',
    '100.128.0.1',
    '192.0.3.1',
    '198.20.0.1',
    '223.255.255.254',
    '2606:4700::1111',
    '2001:4860:4860::8888',
    '2001:200::1',
    '2a00:1450:4001:82a::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('lets the public address %s through', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it('judges a host as a connection would: a written address as it is, a name by every address it resolves to', async () => {
    const answers: Record<string, LookupAddress[]> = {
      'public.test': [{ address: '93.184.216.34', family: 4 }],
      'inside.test': [{ address: '10.0.0.7', family: 4 }],
      'mixed.test': [
        { address: '2606:4700::1111', family: 6 },
        { address: '::1', family: 6 },
      ],
    };
    const resolve: ResolveHost = (hostname, _options, callback) => {
      const found = answers[hostname];
      if (!found) return callback(Object.assign(new Error(`${hostname} not found`), { code: 'ENOTFOUND' }), []);
      callback(null, found);
    };
    const judged = async (host: string) => isPublicHost(host, resolve);
    expect(await judged('public.test')).toBe(true);
    expect(await judged('93.184.216.34')).toBe(true);
    expect(await judged('[2606:4700::1111]')).toBe(true);
    for (const host of ['inside.test', 'mixed.test', 'nowhere.test', '127.0.0.1', '[::1]', '[::ffff:a00:5]']) expect(await judged(host), host).toBe(false);
  });
});
