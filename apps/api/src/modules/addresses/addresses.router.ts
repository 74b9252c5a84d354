import {
  ADDRESSES_MAX,
  AddressDeletedSchema,
  AddressEnvelopeSchema,
  AddressIdParamsSchema,
  AddressInputSchema,
  AddressListSchema,
} from '@vizyt/contracts';
import type { SessionPolicy } from '../../http/policies.js';
import { defineRoute, type ResourceDeclaration, type RouteDefinition } from '../../http/route.js';
import type { AddressesService } from './addresses.service.js';

const TAGS = ['Addresses'];
/**
 * Customers (visits at their place) and specialists (who book as customers too). Admins run the
 * marketplace and book nothing, so they keep no addresses.
 */
export const customersAndSpecialists: SessionPolicy = {
  name: 'customersAndSpecialists',
  requiresSession: true,
  allows: (actor) => actor !== null && (actor.role === 'CUSTOMER' || actor.role === 'SPECIALIST'),
};
/** One's own only: someone else's address is not found (its existence must not leak), admins included. */
const OWN_ADDRESS: ResourceDeclaration = { kind: 'address', ownedBy: { sides: ['customer'], admin: false, others: 404 } };
const BODY_RULES =
  'Labels home, work or other; `postalCode` is a Ukrainian postal code (five digits); `latitude` and `longitude` both or neither. ' +
  '`isDefault: true` makes it the default and the previous default stops being one (in one transaction).';

export const addressesRoutes = ({ addresses }: { addresses: AddressesService }): RouteDefinition[] => [
  defineRoute({
    method: 'get',
    path: '/users/addresses',
    summary: 'My saved addresses',
    description: 'The default first, then newest first. Exactly one is the default whenever there are any.',
    tags: TAGS,
    policy: customersAndSpecialists,
    response: AddressListSchema,
    handler: async ({ actor }) => ({ addresses: await addresses.list(actor.userId) }),
  }),
  defineRoute({
    method: 'post',
    path: '/users/addresses',
    summary: 'Save an address',
    description: `${BODY_RULES} The first address becomes the default whatever is sent. At most ${ADDRESSES_MAX} per person (422 after that).`,
    tags: TAGS,
    policy: customersAndSpecialists,
    request: { body: AddressInputSchema },
    response: AddressEnvelopeSchema,
    successStatus: 201,
    errors: [422],
    handler: async ({ input, actor }) => ({ address: await addresses.create(actor.userId, input.body) }),
  }),
  defineRoute({
    method: 'put',
    path: '/users/addresses/:id',
    summary: 'Change a saved address',
    description: `Replaces the address (optional fields left out are cleared). ${BODY_RULES} \`isDefault: false\` never unsets the default: make another one the default instead.`,
    tags: TAGS,
    policy: customersAndSpecialists,
    resource: OWN_ADDRESS,
    request: { params: AddressIdParamsSchema, body: AddressInputSchema },
    response: AddressEnvelopeSchema,
    errors: [404],
    handler: async ({ input, actor }) => ({ address: await addresses.update(actor.userId, input.params.id, input.body) }),
  }),
  defineRoute({
    method: 'delete',
    path: '/users/addresses/:id',
    summary: 'Delete a saved address',
    description: 'Deleting the default makes the most recently added address left the default, in the same transaction; the answer names it.',
    tags: TAGS,
    policy: customersAndSpecialists,
    resource: OWN_ADDRESS,
    request: { params: AddressIdParamsSchema },
    response: AddressDeletedSchema,
    errors: [404],
    handler: async ({ input, actor }) => addresses.remove(actor.userId, input.params.id),
  }),
];
