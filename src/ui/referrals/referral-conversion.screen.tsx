import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { useSearchParams } from 'react-router-dom';
import { REFERRAL_CONVERSION_CODE_PARAM } from '../../contracts/referrals.contract';
import { useViewModel } from '../kit/view-model-context';
import { brandedButton, referralPageStyles as styles } from './referral-page-style';
import { ReferralConversionViewModel } from './referral-conversion.view-model';

/** /referral_conversion (docs/product/referrals.md#the-friend): what came of the friend's code. */
export const ReferralConversionScreen = observer(function ReferralConversionScreen() {
  const { t } = useTranslation(['referrals']);
  const vm = useViewModel(ReferralConversionViewModel);
  const [search] = useSearchParams();
  const [shop, ref, code] = [search.get('shop'), search.get('ref'), search.get(REFERRAL_CONVERSION_CODE_PARAM)];

  useEffect(() => {
    void vm.load(shop, ref, code);
  }, [vm, shop, ref, code]);

  const { conversion, state } = vm;
  return (
    <main style={styles.page}>
      <div style={styles.card}>
        {state === 'loading' ? (
          <p role="status">{t('conversion.loading')}</p>
        ) : !conversion ? (
          <>
            <h1 style={styles.heading}>{t(state === 'failed' ? 'share.failedTitle' : 'share.notFoundTitle')}</h1>
            <p style={styles.muted}>{t(state === 'failed' ? 'share.failedBody' : 'share.notFoundBody')}</p>
          </>
        ) : (
          <>
            <p style={styles.shop}>{conversion.shop_name}</p>
            <h1 style={styles.heading}>{t(`conversion.${conversion.state}.title`, { order: conversion.order_name })}</h1>
            <p>{t(`conversion.${conversion.state}.body`, { reward: conversion.friend_reward, shop: conversion.shop_name })}</p>
            <p style={styles.code} aria-label={t('share.codeLabel')}>
              {conversion.code}
            </p>
            {conversion.state === 'waiting' && (
              <a href={conversion.shop_url} style={brandedButton(null)}>
                {t('share.shopNow')}
              </a>
            )}
          </>
        )}
      </div>
    </main>
  );
});
