import { getSubprocessors, type Subprocessor } from '../../../../src/contracts/legal.contract';
import { ContractRoutes } from '../contract-routes';

/** The privacy policy's subprocessors of this installation, mounted at the root (public: names only). */
export function subprocessorRoutes(subprocessors: readonly Subprocessor[]) {
  const list = { subprocessors };
  return new ContractRoutes('').serve(getSubprocessors, () => list).router;
}
