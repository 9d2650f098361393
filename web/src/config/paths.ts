import { PAGE_ROUTES, type PathParams } from '@zlota/shared/page-routes';

// Every route of spec §2, from the one table the server's page renderer reads too; links are built with getHref,
// never by hand.

const route = <Path extends string>(path: Path) => ({
  path: path as string,
  getHref: (params?: PathParams<Path>, search?: string) => {
    const filled = path.replace(/:([A-Za-z]+)/g, (_, key: string) => encodeURIComponent((params as Record<string, string> | undefined)?.[key] ?? ''));
    return search ? `${filled}?${search}` : filled;
  },
});

type Paths = { [Name in keyof typeof PAGE_ROUTES]: ReturnType<typeof route<(typeof PAGE_ROUTES)[Name]['path']>> };

export const paths = Object.fromEntries(Object.entries(PAGE_ROUTES).map(([name, page]) => [name, route(page.path)])) as Paths;
