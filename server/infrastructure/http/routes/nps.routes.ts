import { dismissNps, submitNps } from '../../../../src/contracts/nps.contract';
import { type NpsSurveyUseCases } from '../../../application/nps/nps-survey-use-cases';
import { ContractRoutes } from '../contract-routes';

/** The NPS survey's answers (docs/product/nps.md); mounted at /api/v1/admin. */
export function npsRoutes(useCases: NpsSurveyUseCases) {
  return new ContractRoutes('/api/v1/admin')
    .serve(submitNps, (answer, c) => useCases.submit(c.get('shop'), answer))
    .serve(dismissNps, (_request, c) => useCases.dismiss(c.get('shop'))).router;
}
