import { LOYALTY_EXPIRING_SOON_DAYS } from '@vizyt/contracts';

/** How far ahead "expiring soon" looks (GET /loyalty `expiringSoon`). Every other rule the page states comes from the answer's `rules`. */
export const EXPIRING_SOON_DAYS = LOYALTY_EXPIRING_SOON_DAYS;
