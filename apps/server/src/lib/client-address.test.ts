import { describe, expect, it } from 'vitest';
import { holdAddressKey } from './client-address';

describe('holdAddressKey', () => {
  it('keys IPv4 by the address, IPv6 by its /64, mapped IPv4 as IPv4', () => {
    expect(holdAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(holdAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(holdAddressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(holdAddressKey('2001:DB8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(holdAddressKey('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(holdAddressKey('2001:0db8:0001:0002::dead:beef')).toBe('2001:db8:1:2::/64');
    expect(holdAddressKey('::a:b:c:d:1.2.3.4')).toBe('0:0:a:b::/64');
    expect(holdAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('counts no address for the machine itself, none known, or one that is not an address', () => {
    for (const ip of ['127.0.0.1', '127.9.9.9', '::1', '::ffff:127.0.0.1', undefined, '', 'x'])
      expect(holdAddressKey(ip)).toBeNull();
  });
});
