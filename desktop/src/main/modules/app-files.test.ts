import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appFileFor, contentSecurityPolicy, serverImageUrl } from './app-files.js';

const root = path.resolve('/opt/app/web');

describe('app:// files', () => {
  it('when a screen of the panel is asked for, then the single-page app’s index.html is served', () => {
    expect(appFileFor('app://zlota-rybka/admin/charity/12/edit', root)).toEqual({ file: path.join(root, 'index.html'), type: 'text/html; charset=utf-8' });
  });

  it('when an asset is asked for, then that file of the build is served with its type', () => {
    expect(appFileFor('app://zlota-rybka/assets/admin-abc.js?v=1', root)).toEqual({ file: path.join(root, 'assets/admin-abc.js'), type: 'text/javascript; charset=utf-8' });
  });

  it('when a path tries to leave the build folder, then it stays inside it or nothing is served', () => {
    expect(appFileFor('app://zlota-rybka/../../etc/passwd.txt', root)?.file).toBe(path.join(root, 'etc/passwd.txt'));
    expect(appFileFor('app://zlota-rybka/%2e%2e/%2e%2e/etc/passwd.txt', root)?.file).toBe(path.join(root, 'etc/passwd.txt'));
    for (const url of ['app://zlota-rybka/assets/..%5c..%5csecret.js', 'app://zlota-rybka/a%00.js', 'app://zlota-rybka/%E0%A4%A.js']) {
      expect(appFileFor(url, root), url).toBeUndefined();
    }
  });

  it('when another origin or an unknown kind of file is asked for, then nothing is served', () => {
    for (const url of ['app://other/index.html', 'file:///etc/passwd', 'https://zlota-rybka/index.html', 'app://zlota-rybka/program.exe']) {
      expect(appFileFor(url, root), url).toBeUndefined();
    }
  });

  it('allows scripts only from the app and calls only to the chosen server', () => {
    const csp = contentSecurityPolicy('https://zbiorki.zlotarybka.pl');
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("connect-src 'self' https://zbiorki.zlotarybka.pl");
    expect(csp).toContain("object-src 'none'");
    expect(contentSecurityPolicy(null)).toContain("connect-src 'self';");
  });

  it('when the panel shows a fundraiser’s picture, then it comes from the chosen server, and nothing else does', () => {
    const server = 'https://zbiorki.zlotarybka.pl';
    expect(serverImageUrl('app://zlota-rybka/api/images/abc123.webp?variant=card', server)).toBe(`${server}/api/images/abc123.webp?variant=card`);
    expect(serverImageUrl('app://zlota-rybka/api/images/abc123.webp', null)).toBeUndefined();
    expect(serverImageUrl('app://zlota-rybka/api/payments', server)).toBeUndefined();
    expect(serverImageUrl('app://zlota-rybka/api/images/../payments', server)).toBeUndefined();
    expect(serverImageUrl('app://zlota-rybka/api/images/a/b.webp', server)).toBeUndefined();
    expect(serverImageUrl('app://other/api/images/a.webp', server)).toBeUndefined();
  });
});
