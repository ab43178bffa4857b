import { Button, CopyButton, Group, Loader, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../api/trpc';
import { ConfirmDialog } from '../booking/confirm-dialog';
import { useI18n } from '../i18n/use-i18n';
import { stylistQueries } from '../stylist/stylist-queries';
import { calendarFeedQueries, type FeedOwner, useRenewFeed, useRevokeFeed } from './calendar-feed-queries';

const SALON = 'salon';

/**
 * A private calendar link (issue 23): the stylist's own on the shift page; on the staff's front desk, any stylist's or
 * the whole location's (`chooseOwner`, with the front desk's `locationId`). Copy, make a new link (the old one stops working), or stop sharing.
 */
export function CalendarFeedPanel({ chooseOwner = false, locationId }: { chooseOwner?: boolean; locationId?: number }) {
  const { ui } = useI18n();
  const texts = ui.backOffice.calendarFeed;
  const trpc = useTRPC();
  const [whose, setWhose] = useState<string>(SALON);
  // The salon's feed is the location's on screen (staff: always their own, whatever is sent).
  const owner: FeedOwner =
    chooseOwner && whose !== SALON ? { stylistId: Number(whose) } : chooseOwner && locationId !== undefined ? { locationId } : {};
  const stylists = useQuery({ ...stylistQueries.list(trpc, locationId), enabled: chooseOwner });
  const feed = useQuery(calendarFeedQueries.feed(trpc, owner));
  const revoke = useRevokeFeed(texts.revoked);
  const [confirming, setConfirming] = useState<'renew' | 'revoke' | null>(null);
  const url = feed.data?.url ?? null;
  // The first link is news of its own; a later one replaces the link given out before.
  const renew = useRenewFeed(url ? texts.renewed : texts.made);

  const act = (action: 'renew' | 'revoke') => {
    const done = { onSettled: () => setConfirming(null) };
    if (action === 'renew') renew.mutate(owner, done);
    else revoke.mutate(owner, done);
  };

  return (
    <Paper withBorder p="md" mt="xl" component="section" aria-labelledby="calendar-feed-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="calendar-feed-title">
          {texts.title}
        </Title>
        <Text size="sm" c="dimmed">
          {chooseOwner ? texts.staffIntro : texts.stylistIntro}
        </Text>
        {chooseOwner && (
          <Select
            label={texts.whose}
            value={whose}
            onChange={(value) => setWhose(value ?? SALON)}
            allowDeselect={false}
            data={[
              { value: SALON, label: texts.wholeSalon },
              ...(stylists.data ?? []).map((s) => ({ value: String(s.id), label: `${s.firstName} ${s.lastName}` })),
            ]}
            maw={360}
          />
        )}
        {feed.isPending ? (
          <Loader size="sm" aria-label={ui.backOffice.common.loading} />
        ) : url ? (
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={texts.link}
              value={url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              style={{ flex: '1 1 16rem', minWidth: 0 }}
            />
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button onClick={copy} color={copied ? 'teal' : undefined} variant={copied ? 'light' : 'filled'}>
                  {copied ? texts.copied : texts.copy}
                </Button>
              )}
            </CopyButton>
          </Group>
        ) : null}
        {!feed.isPending && (
          <Group wrap="wrap">
            <Button
              variant={url ? 'default' : 'filled'}
              loading={renew.isPending}
              onClick={() => (url ? setConfirming('renew') : act('renew'))}
            >
              {url ? texts.renew : chooseOwner ? texts.makeFor : texts.make}
            </Button>
            {url && (
              <Button variant="subtle" color="red" loading={revoke.isPending} onClick={() => setConfirming('revoke')}>
                {texts.revoke}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming === 'revoke' ? texts.revokeTitle : texts.renewTitle}
        confirmLabel={confirming === 'revoke' ? texts.revoke : texts.renew}
        color={confirming === 'revoke' ? 'red' : undefined}
        busy={renew.isPending || revoke.isPending}
        onConfirm={() => confirming && act(confirming)}
        onClose={() => setConfirming(null)}
      >
        {confirming === 'revoke' ? texts.revokeText : texts.renewText}
      </ConfirmDialog>
    </Paper>
  );
}
