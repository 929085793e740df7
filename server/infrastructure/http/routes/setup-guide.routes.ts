import { enableDevelopmentThemeEmbed, getNewSetupGuide, skipSetupGuide } from '../../../../src/contracts/setup-guide.contract';
import { type SetupGuideUseCases } from '../../../application/guide/setup-guide-use-cases';
import { ContractRoutes } from '../contract-routes';

/** The setup guide (docs/product/setup-guide.md); mounted at /api/v1/admin. */
export function setupGuideRoutes(useCases: { readonly setupGuide: SetupGuideUseCases }) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getNewSetupGuide, (_request, c) => useCases.setupGuide.get(c.get('shop')))
    .serve(skipSetupGuide, (_request, c) => useCases.setupGuide.skip(c.get('shop')))
    .serve(enableDevelopmentThemeEmbed, (_request, c) => useCases.setupGuide.enableDevelopmentThemeEmbed(c.get('shop'))).router;
}
