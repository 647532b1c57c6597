/** An alert as a form and the server accept it. */
export const MAX_ALERT_PRICE = 1_000_000;
export const MAX_ALERT_PERCENT = 1_000;
export const MAX_ALERT_LABEL = 200;
