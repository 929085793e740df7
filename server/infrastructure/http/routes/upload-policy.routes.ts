import { Hono } from 'hono';
import { type IssueUploadPolicyUseCase } from '../../../application/storage/issue-upload-policy.use-case';
import { ok } from '../envelope';
import { type HttpEnv } from '../http-env';
import { publicOrigin } from '../public-origin';

/** The admin's upload token (spec §7 get_policy_token), for the shop signed in. */
export function uploadPolicyRoutes(issuePolicy: IssueUploadPolicyUseCase, configuredOrigin: string | null) {
  return new Hono<HttpEnv>().get('/get_policy_token', (c) =>
    ok(c, issuePolicy.execute(c.get('shop'), publicOrigin(c, configuredOrigin))),
  );
}
