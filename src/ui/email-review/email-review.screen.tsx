import { observer } from 'mobx-react-lite';
import { type CSSProperties, useEffect, useId } from 'react';
import { useTranslation } from '../kit/use-translation';
import { useSearchParams } from 'react-router-dom';
import { plainPageStyles } from '../kit/plain-page-style';
import { useViewModel } from '../kit/view-model-context';
import { EMAIL_REVIEW_PHOTO_TYPES, EMAIL_REVIEW_VIDEO_TYPES, EmailReviewViewModel } from './email-review.view-model';

/** The storefront's look (docs/product/storefront.md#email-review): the plain page's. */
const styles = {
  page: plainPageStyles.page,
  card: plainPageStyles.card,
  heading: { ...plainPageStyles.heading, fontSize: 24 },
  muted: plainPageStyles.muted,
  summary: { border: '1px solid #e1e3e5', borderRadius: 8, padding: 12, margin: '0 0 20px' },
  stars: { color: '#8a6100', letterSpacing: 2, fontSize: 18 },
  button: { ...plainPageStyles.button, background: '#1f2124', color: '#fff', marginTop: 16 },
  file: { display: 'block', width: '100%', minHeight: 48, marginTop: 8, fontSize: 16 },
  label: plainPageStyles.label,
  error: { ...plainPageStyles.error, margin: '8px 0 0' },
  success: { color: '#0c5132', fontWeight: 600, margin: '16px 0 0' },
} satisfies Record<string, CSSProperties>;

export const EmailReviewScreen = observer(function EmailReviewScreen() {
  const { t } = useTranslation(['email-review']);
  const vm = useViewModel(EmailReviewViewModel);
  const [search] = useSearchParams();
  const token = search.get('token');
  const fieldId = useId();

  useEffect(() => {
    void vm.load(token);
  }, [vm, token]);

  const { review, state } = vm;
  const linkBroken = state === 'expired' || state === 'invalid';
  return (
    <main style={styles.page}>
      <div style={styles.card}>
        {state === 'loading' ? (
          <p role="status">{t('loading')}</p>
        ) : linkBroken ? (
          <>
            <h1 style={styles.heading}>{t(state === 'expired' ? 'expiredTitle' : 'invalidTitle')}</h1>
            <p style={styles.muted}>{t(state === 'expired' ? 'expiredBody' : 'invalidBody')}</p>
          </>
        ) : review ? (
          <>
            <h1 style={styles.heading}>{t('title')}</h1>
            <p style={styles.muted}>{t('intro')}</p>
            <section style={styles.summary} aria-label={t('yourReview')}>
              <p style={{ margin: 0, fontWeight: 600 }}>{review.product_title === '' ? t('yourReview') : t('reviewOf', { product: review.product_title })}</p>
              <p style={{ margin: '4px 0 0' }}>
                <span style={styles.stars} role="img" aria-label={t('ratingLabel', { rating: review.rating })}>
                  {'★'.repeat(review.rating)}
                  {'☆'.repeat(5 - review.rating)}
                </span>
              </p>
              {review.title !== '' && <p style={{ margin: '4px 0 0' }}>{review.title}</p>}
              <p style={{ margin: '4px 0 0', color: '#4a4f55' }}>{t('mediaCount', { photos: review.photo_count, videos: review.video_count })}</p>
            </section>
            {state === 'done' && (
              <p role="status" style={styles.success}>
                {t('done')}
              </p>
            )}
            {vm.isFull ? (
              <p style={styles.muted}>{t('full')}</p>
            ) : (
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  void vm.send();
                }}
              >
                <label htmlFor={fieldId} style={styles.label}>
                  {t('choose')}
                </label>
                <input
                  id={fieldId}
                  type="file"
                  multiple
                  accept={[...EMAIL_REVIEW_PHOTO_TYPES, ...EMAIL_REVIEW_VIDEO_TYPES].join(',')}
                  aria-describedby={`${fieldId}-hint`}
                  style={styles.file}
                  disabled={state === 'sending'}
                  onChange={(event) => vm.choose([...(event.currentTarget.files ?? [])])}
                />
                <p id={`${fieldId}-hint`} style={{ ...styles.muted, fontSize: 14, margin: '8px 0 0' }}>
                  {t('hint', { photos: review.photos_left, videos: review.videos_left })}
                </p>
                <div role="alert">
                  {vm.problems.map((problem) => (
                    <p key={`${problem.key}:${problem.name}`} style={styles.error}>
                      {t(problem.key, { name: problem.name, photos: review.photos_left, videos: review.videos_left })}
                    </p>
                  ))}
                  {vm.refusal !== null && <p style={styles.error}>{vm.refusal === '' ? t('failed') : vm.refusal}</p>}
                </div>
                <button type="submit" style={{ ...styles.button, opacity: vm.canSend ? 1 : 0.6 }} disabled={!vm.canSend} aria-busy={state === 'sending'}>
                  {t(state === 'sending' ? 'sending' : 'submit')}
                </button>
              </form>
            )}
          </>
        ) : (
          <p>{t('failed')}</p>
        )}
      </div>
    </main>
  );
});
