/** A want as a form and the server accept it. */
export const MAX_WANT_QUANTITY = 999;
export const MAX_WANT_NOTE = 500;
export const MAX_WANT_PRICE = 1_000_000;
