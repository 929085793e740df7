import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from '../kit/use-translation';
import { useSearchParams } from 'react-router-dom';
import { useViewModel } from '../kit/view-model-context';
import { brandedButton, brandedCard, referralPageStyles as styles } from './referral-page-style';
import { ReferralShareLinkViewModel } from './referral-share-link.view-model';

/** /referral_share_link (docs/product/referrals.md#the-friend): public, the shop's look, the friend's language. */
export const ReferralShareLinkScreen = observer(function ReferralShareLinkScreen() {
  const { t, i18n } = useTranslation(['referrals']);
  const vm = useViewModel(ReferralShareLinkViewModel);
  const [search] = useSearchParams();
  const shop = search.get('shop');
  const ref = search.get('ref');
  const id = useId();

  useEffect(() => {
    void vm.load(shop, ref);
  }, [vm, shop, ref]);

  const { offer, claimed, state } = vm;
  const emailError = `${id}-email-error`;
  const consentError = `${id}-consent-error`;
  return (
    <main style={styles.page}>
      <div style={brandedCard(offer)}>
        {state === 'loading' ? (
          <p role="status">{t('share.loading')}</p>
        ) : state === 'not_found' || !offer ? (
          <>
            <h1 style={styles.heading}>{t(state === 'failed' ? 'share.failedTitle' : 'share.notFoundTitle')}</h1>
            <p style={styles.muted}>{t(state === 'failed' ? 'share.failedBody' : 'share.notFoundBody')}</p>
          </>
        ) : claimed ? (
          <>
            <p style={styles.shop}>{offer.shop_name}</p>
            <h1 style={styles.heading}>{t('share.claimedTitle', { reward: claimed.friend_reward })}</h1>
            <p>{t('share.claimedBody')}</p>
            <p style={styles.code} aria-label={t('share.codeLabel')}>
              {claimed.code}
            </p>
            {claimed.minimum_order !== '' && <p>{t('share.minimumOrder', { amount: claimed.minimum_order })}</p>}
            {claimed.expires_at !== null && <p>{t('share.expiresOn', { date: new Date(claimed.expires_at).toLocaleDateString(i18n.language) })}</p>}
            <a href={claimed.shop_url} style={brandedButton(offer)}>
              {t('share.shopNow')}
            </a>
            <p style={{ margin: '16px 0 0' }}>
              <a href={claimed.conversion_url} style={styles.link}>
                {t('share.followUp')}
              </a>
            </p>
          </>
        ) : (
          <>
            <p style={styles.shop}>{offer.shop_name}</p>
            <h1 style={styles.heading}>{t('share.title', { reward: offer.friend_reward })}</h1>
            <p style={styles.muted}>{t('share.intro', { shop: offer.shop_name })}</p>
            {offer.minimum_order !== '' && <p>{t('share.minimumOrder', { amount: offer.minimum_order })}</p>}
            {offer.expiry_days > 0 && <p>{t('share.validDays', { days: offer.expiry_days })}</p>}
            {(state === 'self_referral' || state === 'already_given' || state === 'failed' || vm.refusedField === 'form') && (
              <p role="alert" style={styles.error}>
                {t(state === 'self_referral' ? 'share.selfReferral' : state === 'already_given' ? 'share.alreadyGiven' : state === 'failed' ? 'share.failedBody' : 'share.refused')}
              </p>
            )}
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void vm.claim();
              }}
            >
              <label htmlFor={`${id}-email`} style={styles.label}>
                {t('share.email')}
              </label>
              <input
                id={`${id}-email`}
                type="email"
                autoComplete="email"
                value={vm.email}
                onChange={(event) => vm.setEmail(event.target.value)}
                style={styles.input}
                aria-invalid={vm.emailProblem || vm.refusedField === 'email'}
                aria-describedby={vm.emailProblem || vm.refusedField === 'email' ? emailError : undefined}
              />
              {(vm.emailProblem || vm.refusedField === 'email') && (
                <p id={emailError} style={styles.error}>
                  {vm.emailProblem ? t('share.emailInvalid') : t('share.refused')}
                </p>
              )}
              <div style={styles.check}>
                <input
                  id={`${id}-consent`}
                  type="checkbox"
                  checked={vm.consent}
                  onChange={(event) => vm.setConsent(event.target.checked)}
                  style={styles.checkbox}
                  aria-invalid={vm.consentProblem || vm.refusedField === 'consent'}
                  aria-describedby={vm.consentProblem || vm.refusedField === 'consent' ? consentError : undefined}
                />
                <label htmlFor={`${id}-consent`}>{t('share.consent', { shop: offer.shop_name })}</label>
              </div>
              {(vm.consentProblem || vm.refusedField === 'consent') && (
                <p id={consentError} style={styles.error}>
                  {t('share.consentRequired')}
                </p>
              )}
              <button type="submit" style={brandedButton(offer)} disabled={state === 'claiming'}>
                {state === 'claiming' ? t('share.claiming') : t('share.submit')}
              </button>
            </form>
          </>
        )}
      </div>
    </main>
  );
});
