// negotiator 1.x (HTTP content negotiation, the library Express and compression use); its
// DefinitelyTyped types describe 0.6, without the `preferred` tie-break this API relies on.
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';

  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, 'headers'>);
    /** The client's most preferred of `available`; ties (equal q) go to the first in `preferred`. */
    encoding(available?: string[], options?: { preferred?: string[] }): string | undefined;
  }
}
