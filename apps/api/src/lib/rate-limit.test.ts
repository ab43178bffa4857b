import { describe, expect, it } from 'vitest';
import { clientAddressKey, rateLimitKey, storedRateLimitKey } from './rate-limit.js';

describe('rate-limit keys', () => {
  it('never collide when a part contains the separator', () => {
    expect(rateLimitKey('login:fail', 'a:b', 'c')).not.toBe(rateLimitKey('login:fail', 'a', 'b:c'));
    expect(storedRateLimitKey(rateLimitKey('x', 'a:b', 'c'))).not.toBe(storedRateLimitKey(rateLimitKey('x', 'a', 'b:c')));
    expect(rateLimitKey('x', '"]', 'y')).not.toBe(rateLimitKey('x', '', '"]y'));
  });

  it('count an IPv6 client by its /64 prefix, however the address is written', () => {
    expect(clientAddressKey('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0DB8:0001:0002:ffff:eeee:dddd:cccc')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8:1:3::a')).toBe('2001:db8:1:3::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientAddressKey('2001:db8::192.0.2.1')).toBe('2001:db8:0:0::/64');
  });

  it('count an IPv4 client, mapped or not, by its address', () => {
    expect(clientAddressKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientAddressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientAddressKey('::ffff:c633:6407')).toBe('198.51.100.7');
  });
});
