import { Banner } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from './use-translation';
import { type DialogActionState } from './dialog-action';

/** A dialog's failed action: a critical banner at the top of the dialog, scrolled into view. */
export const DialogFailure = observer(function DialogFailure({ action }: { readonly action: DialogActionState }) {
  const { t } = useTranslation('common');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (action.failure !== null) box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [action.failure]);
  if (action.failure === null) return null;
  return (
    <div ref={box}>
      <Banner tone="critical" title={t('dialog.failed')}>
        {action.failure !== '' && <p>{action.failure}</p>}
      </Banner>
    </div>
  );
});
