import {
  AddPaymentMethodInputSchema,
  PaymentMethodEnvelopeSchema,
  PaymentMethodIdParamsSchema,
  PaymentMethodListSchema,
  SetupIntentSchema,
} from '@vizyt/contracts';
import { z } from 'zod';
import { defineRoute, type ResourceDeclaration, type RouteDefinition } from '../../http/route.js';
import { customersOnly } from '../bookings/bookings.policy.js';
import type { CardsAndDisputesService } from './cards-and-disputes.service.js';

const TAGS = ['Payments'];
const CARD_OWNER: ResourceDeclaration = { kind: 'paymentMethod', ownedBy: { sides: ['customer'], admin: false, others: 404 } };

/** A customer's saved cards (the provider keeps the card itself). */
export const cardsRoutes = (cards: CardsAndDisputesService): RouteDefinition[] => [
    defineRoute({
      method: 'get',
      path: '/payments/methods',
      summary: 'My saved cards',
      description: 'Brand, last four digits and expiry (the provider keeps the card itself); the default first.',
      tags: TAGS,
      policy: customersOnly,
      response: PaymentMethodListSchema,
      handler: async ({ actor }) => ({ paymentMethods: await cards.list(actor) }),
    }),
    defineRoute({
      method: 'post',
      path: '/payments/methods/setup-intent',
      summary: 'Start saving a card (Stripe SetupIntent)',
      description: 'Stripe: confirm it with `stripe.confirmCardSetup(clientSecret)`, then POST /payments/methods with the payment method it returns. In test mode not needed: post a pm_card_… id directly.',
      tags: TAGS,
      policy: customersOnly,
      response: SetupIntentSchema,
      successStatus: 201,
      errors: [503],
      handler: async ({ actor }) => ({ setupIntent: await cards.setupIntent(actor) }),
    }),
    defineRoute({
      method: 'post',
      path: '/payments/methods',
      summary: 'Save a card',
      description: 'Attaches the payment method to my customer at the provider. The first card becomes the default; at most 10 cards. Saving the same card again returns it.',
      tags: TAGS,
      policy: customersOnly,
      request: { body: AddPaymentMethodInputSchema },
      response: PaymentMethodEnvelopeSchema,
      successStatus: 201,
      errors: [422, 503],
      handler: async ({ input, actor }) => ({ paymentMethod: await cards.add(actor, input.body.paymentMethodId) }),
    }),
    defineRoute({
      method: 'delete',
      path: '/payments/methods/:id',
      summary: 'Remove a saved card',
      description: 'Detaches it at the provider. When it was the default, the newest remaining card becomes the default. Someone else’s card: 404.',
      tags: TAGS,
      policy: customersOnly,
      resource: CARD_OWNER,
      request: { params: PaymentMethodIdParamsSchema },
      response: z.object({ deleted: z.literal(true) }),
      errors: [404, 503],
      handler: async ({ input, actor }) => cards.remove(actor, input.params.id),
    }),
    defineRoute({
      method: 'put',
      path: '/payments/methods/:id/default',
      summary: 'Make a saved card the default',
      tags: TAGS,
      policy: customersOnly,
      resource: CARD_OWNER,
      request: { params: PaymentMethodIdParamsSchema },
      response: PaymentMethodEnvelopeSchema,
      errors: [404],
      handler: async ({ input, actor }) => ({ paymentMethod: await cards.setDefault(actor, input.params.id) }),
    }),
];
