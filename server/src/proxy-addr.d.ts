// proxy-addr 2 (Express's own): `compile` turns a `trust proxy` list into Express's test, and throws on what it cannot read.
declare module 'proxy-addr' {
  function proxyaddr(req: unknown, trust: unknown): string;
  namespace proxyaddr {
    function compile(value: string | string[]): (address: string, hop: number) => boolean;
  }
  export default proxyaddr;
}
