// vary 1.x (appends a field to the Vary header, as Express's res.vary does); it ships no types.
declare module 'vary' {
  import type { ServerResponse } from 'node:http';

  export default function vary(res: Pick<ServerResponse, 'getHeader' | 'setHeader'>, field: string | string[]): void;
}
