/** Spec section 5: fetching a service or toggling its status needs its id. */
export const SERVICE_ID_REQUIRED = 'Service ID is required';

export const serviceIdOrThrow = (id: string | null | undefined): string => {
  const trimmed = id?.trim();
  if (!trimmed) throw new Error(SERVICE_ID_REQUIRED);
  return trimmed;
};
