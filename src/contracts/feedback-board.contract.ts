import { answer, get, NO_PARAMS } from './contract';

/** The feature-request board (docs/product/settings.md#feature-requests). */
export type FeedbackBoardAnswer =
  /** The server has no board configured (CANNY_BOARD_URL, CANNY_SSO_SECRET). */
  | { readonly configured: false }
  | {
      readonly configured: true;
      /** The board's address carrying a signed identity of the shop's owner (`ssoToken`), to open in a new tab. */
      readonly url: string;
      /** When the identity in `url` stops being accepted (ISO 8601). */
      readonly expires_at: string;
    };

/** GET get_feedback_board: whether the board is configured and, if so, its address signed for the shop's owner. */
export const getFeedbackBoard = get('/api/v1/admin/get_feedback_board', NO_PARAMS, answer<FeedbackBoardAnswer>());
