import '../kit/polaris-complete';
import { Badge, Banner, BlockStack, Box, Button, ButtonGroup, Checkbox, InlineGrid, InlineStack, Layout, Link, Page, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { type InstagramMediaView, type InstagramPostView } from '../../contracts/instagram.contract';
import { MAX_INSTAGRAM_POST_PRODUCTS } from '../../domain/instagram/instagram-posts';
import { ConfirmModal } from '../kit/confirm-modal';
import { LoadingCard } from '../kit/loading-card';
import { useViewModel } from '../kit/view-model-context';
import { ResourcePickerDialog } from '../picker/resource-picker-dialog';
import { InstagramViewModel } from './instagram.view-model';
import { TitledCard } from '../kit/titled-card';

const NAMESPACE = 'instagram';
const GRID_COLUMNS = { xs: 1, sm: 2, md: 3 } as const;

/** /integrated/instagram: connect Instagram, import posts into the buyers' show, tag them to products (docs/product/instagram.md). */
export const InstagramScreen = observer(function InstagramScreen() {
  const { t } = useTranslation([NAMESPACE, 'pages']);
  const vm = useViewModel(InstagramViewModel);
  useEffect(() => void vm.load(), [vm]);

  return (
    <Page title={t('pages:instagram')} backAction={{ content: t('pages:integrated'), url: '/integrated' }}>
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            {vm.error !== '' && (
              <Banner tone="critical" onDismiss={() => vm.dismissError()}>
                <p>{vm.error}</p>
              </Banner>
            )}
            {vm.account === null ? <LoadingCard failed={vm.error !== ''} failedText={t('loadFailed')} /> : <AccountCard vm={vm} />}
            {vm.connected && <PostsCard vm={vm} />}
            {vm.connected && <MediaCard vm={vm} />}
          </BlockStack>
        </Layout.Section>
      </Layout>
      {vm.tagging && (
        <ResourcePickerDialog
          open
          type="product"
          action="Select"
          limit={MAX_INSTAGRAM_POST_PRODUCTS}
          selectedIds={vm.tagging.products.map((product) => product.id)}
          onSelect={(choices) => void vm.tag(choices.map((choice) => ({ id: choice.id, title: choice.title })))}
          onCancel={() => vm.closeTagging()}
        />
      )}
      <ConfirmModal
        open={vm.disconnection.subject !== null}
        title={t('disconnect.title')}
        body={t('disconnect.body', { username: vm.account?.username ?? '' })}
        confirmLabel={t('disconnect.confirm')}
        cancelLabel={t('disconnect.cancel')}
        destructive
        action={vm.disconnection}
        onConfirm={() => void vm.disconnect()}
        onCancel={() => vm.disconnection.close()}
      />
    </Page>
  );
});

const AccountCard = observer(function AccountCard({ vm }: { readonly vm: InstagramViewModel }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <TitledCard title={t('account.heading')}>
      <Text as="p">{t('intro')}</Text>
      {vm.connected ? (
        <InlineStack gap="300" align="space-between" blockAlign="center">
          <Text as="p" fontWeight="semibold">
            {t('account.connected', { username: vm.account?.username ?? '' })}
          </Text>
          <Button tone="critical" onClick={() => vm.openDisconnect()}>
            {t('account.disconnect')}
          </Button>
        </InlineStack>
      ) : (
        <InlineStack gap="300" align="space-between" blockAlign="center">
          <Text as="p" tone="subdued">
            {t('account.notConnected')}
          </Text>
          <Button variant="primary" loading={vm.connecting} onClick={() => void vm.connect()}>
            {t('account.connect')}
          </Button>
        </InlineStack>
      )}
    </TitledCard>
  );
});

const PostsCard = observer(function PostsCard({ vm }: { readonly vm: InstagramViewModel }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <TitledCard title={t('posts.heading')}>
      <Text as="p" tone="subdued">
        {t('posts.help')}
      </Text>
      {vm.posts.length === 0 ? (
        <Text as="p">{t('posts.empty')}</Text>
      ) : (
        <InlineGrid columns={GRID_COLUMNS} gap="400">
          {vm.posts.map((post) => (
            <PostTile key={post.id} vm={vm} post={post} />
          ))}
        </InlineGrid>
      )}
    </TitledCard>
  );
});

const PostTile = observer(function PostTile({ vm, post }: { readonly vm: InstagramViewModel; readonly post: InstagramPostView }) {
  const { t } = useTranslation(NAMESPACE);
  const caption = post.caption.trim() || t('posts.noCaption');
  const busy = vm.isBusy(post.id);
  return (
    <Box borderColor="border" borderWidth="025" borderRadius="200" padding="300">
      <BlockStack gap="200">
        <img src={post.image_url} alt={caption} width={320} height={320} style={{ width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover', borderRadius: 8 }} />
        <InlineStack gap="200" blockAlign="center">
          {post.hidden ? <Badge tone="attention">{t('posts.hidden')}</Badge> : <Badge tone="success">{t('posts.shown')}</Badge>}
          {post.permalink !== '' && (
            <Link url={post.permalink} external>
              {t('posts.view')}
            </Link>
          )}
        </InlineStack>
        <Text as="p" truncate>
          {caption}
        </Text>
        <Text as="p" tone="subdued">
          {post.products.length === 0 ? t('posts.untagged') : t('posts.taggedTo', { products: post.products.map((product) => product.title).join(', ') })}
        </Text>
        <ButtonGroup>
          <Button disabled={busy} onClick={() => vm.openTagging(post)} accessibilityLabel={t('posts.tagLabel', { caption })}>
            {t('posts.tag')}
          </Button>
          <Button disabled={busy} onClick={() => void vm.setHidden(post, !post.hidden)} accessibilityLabel={t(post.hidden ? 'posts.showLabel' : 'posts.hideLabel', { caption })}>
            {t(post.hidden ? 'posts.show' : 'posts.hide')}
          </Button>
          <Button disabled={busy} tone="critical" variant="plain" onClick={() => void vm.remove(post)} accessibilityLabel={t('posts.removeLabel', { caption })}>
            {t('posts.remove')}
          </Button>
        </ButtonGroup>
      </BlockStack>
    </Box>
  );
});

const MediaCard = observer(function MediaCard({ vm }: { readonly vm: InstagramViewModel }) {
  const { t } = useTranslation(NAMESPACE);
  const count = vm.selected.length;
  return (
    <TitledCard title={t('media.heading')}>
      {vm.outcome && (
        <Banner tone={vm.outcome.skipped > 0 ? 'warning' : 'success'} onDismiss={() => vm.dismissOutcome()}>
          <p>{t('media.result', { count: vm.outcome.imported })}</p>
          {vm.outcome.skipped > 0 && <p>{t('media.skipped', { count: vm.outcome.skipped })}</p>}
        </Banner>
      )}
      {vm.media.length === 0 ? (
        <Text as="p">{t('media.empty')}</Text>
      ) : (
        <>
          <InlineStack gap="300" align="space-between" blockAlign="center">
            <Text as="p" tone="subdued">
              {t('media.help')}
            </Text>
            <Button variant="primary" loading={vm.importing} disabled={vm.newMedia.length === 0} onClick={() => void vm.importPosts()}>
              {count > 0 ? t('media.importSelected', { count }) : t('media.importAll')}
            </Button>
          </InlineStack>
          <InlineGrid columns={GRID_COLUMNS} gap="400">
            {vm.media.map((item) => (
              <MediaTile key={item.media_id} vm={vm} item={item} />
            ))}
          </InlineGrid>
        </>
      )}
    </TitledCard>
  );
});

const MediaTile = observer(function MediaTile({ vm, item }: { readonly vm: InstagramViewModel; readonly item: InstagramMediaView }) {
  const { t } = useTranslation(NAMESPACE);
  const caption = item.caption.trim() || t('posts.noCaption');
  return (
    <Box borderColor="border" borderWidth="025" borderRadius="200" padding="300">
      <BlockStack gap="200">
        {item.preview_url !== '' && <img src={item.preview_url} alt={caption} width={320} height={320} style={{ width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover', borderRadius: 8 }} />}
        <Text as="p" truncate>
          {caption}
        </Text>
        {item.imported ? (
          <InlineStack>
            <Badge tone="info">{t('media.imported')}</Badge>
          </InlineStack>
        ) : (
          <Checkbox label={t('media.select')} checked={vm.selected.includes(item.media_id)} onChange={() => vm.toggle(item.media_id)} />
        )}
      </BlockStack>
    </Box>
  );
});
