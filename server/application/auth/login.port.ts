/** POST /api/v1/admin/login (spec §3 login response, §7 login). */
export interface LoginRequest {
  readonly shop: string;
  readonly sessionToken?: string | undefined;
  readonly referralCode?: string | undefined;
  readonly redirectUrl?: string | undefined;
  readonly url?: string | undefined;
}

export interface LoginResponse {
  readonly is_authorization_required: boolean;
  readonly redirect_url: string;
  readonly shop_info: { readonly token: string; readonly shopify_plan: string } | null;
  readonly shop_settings_info: { readonly skip_install: 0 | 1; readonly is_selected_plan: 0 | 1 } | null;
}

/** Development store mode and Shopify mode answer the same call differently. */
export interface Login {
  execute(request: LoginRequest): Promise<LoginResponse>;
}
