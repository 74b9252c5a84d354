/**
 * The Details step: format, video call, notes and the customer's address, checked with the
 * fields of the contract's CreateBookingInputSchema (STYLE.md rule 5: one schema on both sides).
 */
import { z } from 'zod';
import { CreateBookingInputSchema, type BookingType, type CreateBookingInput } from '@vizyt/contracts';

const fields = CreateBookingInputSchema.shape;

export const NOTES_MAX_LENGTH = 1000;
export const LOCATION_MAX_LENGTH = 300;

export const bookingDetailsSchema = z
  .object({ type: fields.type, videoCall: fields.videoCall, notes: fields.notes, location: fields.location })
  .refine((details) => !details.videoCall || details.type === 'online', { path: ['videoCall'], message: 'videoCallOnlineOnly' });

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

/** The POST /bookings body: empty optional texts left out, a video call only for online visits. */
export const toCreateBookingInput = (serviceId: string, scheduledAt: string, details: BookingDetails): CreateBookingInput => {
  const notes = details.notes.trim();
  const location = details.location.trim();
  return {
    serviceId,
    scheduledAt,
    type: details.type,
    videoCall: details.type === 'online' && details.videoCall,
    ...(notes && { notes }),
    ...(details.type === 'in_person' && location && { location }),
  };
};
