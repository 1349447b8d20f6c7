import { LINK_MESSAGES, isLinkUrl } from './link';
import { POLICY } from './policies';

describe('isLinkUrl', () => {
  it('accepts absolute http and https addresses', () => {
    expect(isLinkUrl('https://intranet.bank.co.id/sdm/pedoman.pdf')).toBe(true);
    expect(isLinkUrl('http://10.1.2.3:8080/a?b=c#d')).toBe(true);
    expect(isLinkUrl('HTTPS://Intranet.Bank.co.id')).toBe(true);
    expect(isLinkUrl('http://[::1]:8080/')).toBe(true);
  });

  it('refuses scripts, data, relative paths, spaces and over-long addresses', () => {
    for (const value of [
      'javascript:alert(1)',
      'data:text/html,x',
      '/message/link',
      'www.bank.co.id',
      'https://a b.id',
      'ftp://files.id/a',
      '',
      'https://',
      'https://:80/x',
      'https:///etc/passwd',
      'https://a.id/\u0000x',
      'https://a.id\\@evil.id',
      `https://a.id/${'x'.repeat(2048)}`,
    ]) {
      expect(isLinkUrl(value)).toBe(false);
    }
  });
});

describe('link rules', () => {
  it('opens the board to employees (10) without role 8; admins are 1 and 57', () => {
    expect(POLICY.useLinks).toMatchObject({ hasRolesId: [10], doesntHaveRolesId: [8] });
    expect(POLICY.manageAllLinks.hasRolesId).toEqual([1, 57]);
  });

  it('uses the spec success texts', () => {
    expect([LINK_MESSAGES.created, LINK_MESSAGES.updated, LINK_MESSAGES.deleted]).toEqual([
      'Link created',
      'Link updated',
      'Link deleted',
    ]);
  });
});
