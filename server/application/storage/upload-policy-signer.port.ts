/** Signs and checks upload policies with a secret only the server holds. */
export interface UploadPolicySigner {
  /** Names the signing key to the client (the form's OSSAccessKeyId / accessid). */
  readonly accessId: string;
  sign(encodedPolicy: string): string;
  /** Constant-time comparison of the signature the form carried. */
  verify(encodedPolicy: string, signature: string): boolean;
}
