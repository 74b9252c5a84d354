import { accountsExamples } from '../modules/accounts/accounts.examples.js';
import { addressesExamples } from '../modules/addresses/addresses.examples.js';
import { adminExamples } from '../modules/admin/admin.examples.js';
import { analyticsExamples } from '../modules/analytics/analytics.examples.js';
import { bookingsExamples } from '../modules/bookings/bookings.examples.js';
import { calendarExamples } from '../modules/calendar/calendar.examples.js';
import { catalogExamples } from '../modules/catalog/catalog.examples.js';
import { feedbackExamples } from '../modules/feedback/feedback.examples.js';
import { filesExamples } from '../modules/files/files.examples.js';
import { messagingExamples } from '../modules/messaging/messaging.examples.js';
import { notificationsExamples } from '../modules/notifications/notifications.examples.js';
import { paymentsExamples } from '../modules/payments/payments.examples.js';
import { reviewsExamples } from '../modules/reviews/reviews.examples.js';
import { schedulingExamples } from '../modules/scheduling/scheduling.examples.js';
import { specialistSettingsExamples } from '../modules/specialist-settings/specialist-settings.examples.js';
import { systemExamples } from '../modules/system/system.examples.js';
import { verificationExamples } from '../modules/verification/verification.examples.js';
import type { Example } from './example-helpers.js';

// The types are declared in example-helpers.ts (below the module files, which import them); they are
// exported from here too, where the access matrix, the fuzzer and odd-input.ts take them.
export type { Example, ExampleContext, MultipartFile, RouteExample } from './example-helpers.js';

/**
 * One valid request for every endpoint (see RouteExample), keyed `METHOD /path` as the route
 * declares it. Each module's examples live beside its routers, in modules/<module>/<module>.examples.ts:
 * a new endpoint's example goes there. A module with no examples file yet gets one, listed below.
 */
const moduleExamples: Record<string, Record<string, Example>> = {
  accountsExamples,
  addressesExamples,
  adminExamples,
  analyticsExamples,
  bookingsExamples,
  calendarExamples,
  catalogExamples,
  feedbackExamples,
  filesExamples,
  messagingExamples,
  notificationsExamples,
  paymentsExamples,
  reviewsExamples,
  schedulingExamples,
  specialistSettingsExamples,
  systemExamples,
  verificationExamples,
};

/** Every module's examples in one object; a key defined in two modules is an error at load, not a silent override. */
function gather(groups: Record<string, Record<string, Example>>): Record<string, Example> {
  const all: Record<string, Example> = {};
  const definedIn = new Map<string, string>();
  for (const [group, examples] of Object.entries(groups)) {
    for (const [key, example] of Object.entries(examples)) {
      const first = definedIn.get(key);
      if (first) throw new Error(`Route example '${key}' is defined twice: in ${first} and in ${group}.`);
      definedIn.set(key, group);
      all[key] = example;
    }
  }
  return all;
}

export const routeExamples: Record<string, Example> = gather(moduleExamples);
