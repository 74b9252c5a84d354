import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { publicAccess, signedIn, type Actor } from './policies.js';
import { defineRoute, type HandlerContext } from './route.js';

describe("a handler's actor follows the route's policy (checked by the type-checker)", () => {
  it('is an Actor under a policy that needs a session, Actor | null under a public one', () => {
    expectTypeOf<HandlerContext<object, typeof signedIn>['actor']>().toEqualTypeOf<Actor>();
    expectTypeOf<HandlerContext<object, typeof publicAccess>['actor']>().toEqualTypeOf<Actor | null>();
    defineRoute({ method: 'get', path: '/mine', summary: '', tags: [], policy: signedIn, response: z.string(), handler: ({ actor }) => actor.userId });
    // @ts-expect-error a guest may call a public route: actor can be null
    defineRoute({ method: 'get', path: '/open', summary: '', tags: [], policy: publicAccess, response: z.string(), handler: ({ actor }) => actor.userId });
  });
});
