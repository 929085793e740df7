import { getUploadPolicy } from '../../../../src/contracts/uploads.contract';
import { type IssueUploadPolicyUseCase } from '../../../application/storage/issue-upload-policy.use-case';
import { ContractRoutes } from '../contract-routes';
import { publicOrigin } from '../public-origin';

/** The admin's upload policy (get_policy_token), for the shop signed in; mounted at /api/v1/admin after authentication. */
export function uploadPolicyRoutes(issuePolicy: IssueUploadPolicyUseCase, configuredOrigin: string | null) {
  return new ContractRoutes('/api/v1/admin').serve(getUploadPolicy, (_request, c) =>
    issuePolicy.execute(c.get('shop'), publicOrigin(c, configuredOrigin)),
  ).router;
}
