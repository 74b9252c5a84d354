/**
 * The Details step: format, video call, notes and the customer's address, checked with the
 * fields of the contract's CreateBookingInputSchema (STYLE.md rule 5: one schema on both sides).
 *
 * Where an in-person visit happens follows from the service's specialist (the contract's
 * `specialist.address`: "where in-person visits happen"): a specialist with an address receives
 * there, and the customer is not asked for theirs; one without an address comes to the customer,
 * whose address (the booking's `location`) is then needed.
 */
import { z } from 'zod';
import { CreateBookingInputSchema, type Address, type BookingType, type CreateBookingInput } from '@vizyt/contracts';

const fields = CreateBookingInputSchema.shape;

export const NOTES_MAX_LENGTH = 1000;
export const LOCATION_MAX_LENGTH = 300;

const placeFields = z.object({ type: fields.type, location: fields.location });

/** Where an in-person visit takes place. */
export type VisitPlace = 'specialist' | 'customer';

export const inPersonPlace = (specialistAddress: string | null | undefined): VisitPlace => (specialistAddress?.trim() ? 'specialist' : 'customer');

/** Only a visit at the customer's place needs the customer's address. */
export const asksForAddress = (type: BookingType, place: VisitPlace): boolean => type === 'in_person' && place === 'customer';

export const bookingDetailsSchema = (place: VisitPlace) =>
  z
    .object({ type: fields.type, videoCall: fields.videoCall, notes: fields.notes, location: fields.location })
    .refine((details) => !details.videoCall || details.type === 'online', { path: ['videoCall'], message: 'videoCallOnlineOnly' })
    .refine((details) => !asksForAddress(details.type, place) || Boolean(details.location?.trim()), {
      path: ['location'],
      message: 'required',
      // Also while the notes are too long, so one submit names every problem.
      when: ({ value }) => placeFields.safeParse(value).success,
    });

export interface BookingDetails {
  type: BookingType;
  videoCall: boolean;
  notes: string;
  location: string;
}

export interface WorkModes {
  online: boolean;
  inPerson: boolean;
}

/** The modes on offer, in person first (the contract's default). */
export const offeredTypes = (modes: WorkModes): BookingType[] => {
  const types: BookingType[] = [];
  if (modes.inPerson) types.push('in_person');
  if (modes.online) types.push('online');
  return types.length > 0 ? types : ['in_person', 'online'];
};

export const initialDetails = (modes: WorkModes): BookingDetails => ({
  type: offeredTypes(modes)[0] ?? 'in_person',
  videoCall: false,
  notes: '',
  location: '',
});

/** The POST /bookings body: empty optional texts left out, a video call only for online visits, an address only for a visit at the customer's. */
export const toCreateBookingInput = (serviceId: string, scheduledAt: string, details: BookingDetails, place: VisitPlace): CreateBookingInput => {
  const notes = details.notes.trim();
  const location = details.location.trim();
  return {
    serviceId,
    scheduledAt,
    type: details.type,
    videoCall: details.type === 'online' && details.videoCall,
    ...(notes && { notes }),
    ...(asksForAddress(details.type, place) && location && { location }),
  };
};

/** A saved address as the booking's `location`: "вул. Хрещатик, 1, кв. 5, Київ, 01001" (cut to the field's limit). */
export const savedAddressLine = (address: Pick<Address, 'line1' | 'line2' | 'city' | 'postalCode'>): string =>
  [address.line1, address.line2, address.city, address.postalCode]
    .filter((part) => part && part.trim())
    .join(', ')
    .slice(0, LOCATION_MAX_LENGTH);
