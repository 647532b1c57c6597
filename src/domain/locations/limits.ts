/** A binder's size as a form and the server accept it (a 9-pocket page is the common case). */
export const MAX_BINDER_PAGES = 500;
export const MAX_SLOTS_PER_PAGE = 24;
export const DEFAULT_SLOTS_PER_PAGE = 9;
export const MAX_LOCATION_NAME = 100;
/** One Move to… call: 5,000 moves stay well under the server's 1 MB body. */
export const MAX_COPIES_PER_MOVE = 5000;
