/** Units for the product's durations (docs/product), so a rule reads "7 days" instead of a bare product of numbers. */
export const MS_PER_SECOND = 1000;
export const SECONDS_PER_MINUTE = 60;
export const MS_PER_MINUTE = SECONDS_PER_MINUTE * MS_PER_SECOND;
export const SECONDS_PER_DAY = 86_400;
export const MS_PER_DAY = SECONDS_PER_DAY * MS_PER_SECOND;
