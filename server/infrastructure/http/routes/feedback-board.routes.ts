import { getFeedbackBoard } from '../../../../src/contracts/feedback-board.contract';
import { type GetFeedbackBoardUseCase } from '../../../application/shops/get-feedback-board.use-case';
import { ContractRoutes } from '../contract-routes';

/** GET /api/v1/admin/get_feedback_board; mount after authentication. */
export function feedbackBoardRoutes(board: GetFeedbackBoardUseCase) {
  return new ContractRoutes('/api/v1/admin').serve(getFeedbackBoard, (_request, c) => board.execute(c.get('shop'))).router;
}
