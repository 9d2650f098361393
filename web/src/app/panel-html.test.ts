import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The panel's page (admin.html, issue 38 item 5) is the public page (index.html) with the panel's entry: the head they
// share (language, viewport, colours, icons, manifest, the no-script notice) must not drift apart.
const page = (name: string) => readFileSync(path.join(import.meta.dirname, '../..', name), 'utf8');

describe('the panel page', () => {
  it('is the public page with only the entry script changed', () => {
    const [publicPage, panelPage] = [page('index.html'), page('admin.html')];
    expect(publicPage).toContain('src="/src/main.tsx"');
    expect(panelPage.replace('src="/src/panel-main.tsx"', 'src="/src/main.tsx"')).toBe(publicPage);
  });
});
