import { isValidUrl } from './is-valid-url';

describe('isValidUrl (specification §5)', () => {
  it.each([
    'http://example.org',
    'https://example.org',
    'ftp://files.example.org',
    'HTTPS://Example.ORG',
    'https://www.gov.cn/zhengce/index.htm',
    'https://sub.domain-name.example.com.cn/a/b?c=1#d',
    'http://localhost',
    'http://localhost:3000',
    'http://127.0.0.1',
    'http://192.168.1.20:8080/api/',
    'https://example.org:65535/path',
    'https://example.org:80',
  ])('accepts %p', (url) => {
    expect(isValidUrl(url)).toBe(true);
  });

  it.each([
    ['no scheme', 'example.org'],
    ['another scheme', 'mailto://example.org'],
    ['missing slashes', 'http:example.org'],
    ['no host', 'https://'],
    ['host without a top-level domain', 'https://example'],
    ['a port of 1 digit', 'http://localhost:8'],
    ['a port of 6 digits', 'http://example.org:123456'],
    ['an empty port', 'http://example.org:'],
    ['an IPv4 octet above 255', 'http://256.1.1.1'],
    ['a space in the path', 'https://example.org/a b'],
    ['a leading space', ' https://example.org'],
    ['an empty string', ''],
  ])('rejects %s', (_label, url) => {
    expect(isValidUrl(url)).toBe(false);
  });
});
