/** The loyalty rules the payment step states and computes with (issue #12); the server applies them. */
import { LOYALTY_MAX_SHARE, LOYALTY_POINT_VALUE_UAH } from '@vizyt/contracts';

/** 1 point is worth this many hryvnia off a payment. */
export const POINT_VALUE_UAH = LOYALTY_POINT_VALUE_UAH;
/** Points may pay at most this share of a payment. */
export const MAX_SHARE = LOYALTY_MAX_SHARE;
export const MAX_SHARE_PERCENT = Math.round(MAX_SHARE * 100);
