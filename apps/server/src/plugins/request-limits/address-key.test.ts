import { expect, it } from 'vitest';
import { addressKey, addressRangeKey } from './address-key.ts';

it.each([
  ['203.0.113.9', '203.0.113.9'],
  ['::ffff:203.0.113.9', '203.0.113.9'],
  ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
  ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
  ['2001:DB8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
  ['2001:db8::1', '2001:db8:0:0::/64'],
  ['::1', '0:0:0:0::/64'],
  ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
])('counts %s as %s', (ip, key) => {
  expect(addressKey(ip)).toBe(key);
});

it.each([
  ['2001:db8:1:2:3:4:5:6', '2001:db8:1::/48'],
  ['2001:db8:1:ffff::9', '2001:db8:1::/48'],
  ['2001:DB8:0001::1', '2001:db8:1::/48'],
  ['2001:db8::1', '2001:db8:0::/48'],
  ['203.0.113.9', undefined],
  ['::ffff:203.0.113.9', undefined],
])('counts %s in the range %s', (ip, range) => {
  expect(addressRangeKey(ip)).toBe(range);
});
