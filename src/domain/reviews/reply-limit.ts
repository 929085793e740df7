/** The longest reply to a review, after trimming (server and admin both check it). */
export const MAX_REPLY_LENGTH = 5000;
