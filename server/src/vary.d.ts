// vary 1.1 (Express's own, for answers sent before Express): adds a field to an answer's Vary header once.
declare module 'vary' {
  import type { ServerResponse } from 'node:http';
  function vary(res: ServerResponse, field: string | string[]): void;
  export default vary;
}
