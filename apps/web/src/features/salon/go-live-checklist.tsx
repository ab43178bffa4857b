import type { GoLiveItemId } from '@hairsalon/shared';
import { Alert, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../api/trpc';
import { useI18n } from '../i18n/use-i18n';
import { AnchorLink } from '../layout/router-links';

/**
 * Where each missing item is put right: a screen of the app; the server's own settings (environment variables and
 * `pnpm backup`, named in the item's text and in the README's "Running in production") have no screen.
 */
const PLACES: Record<GoLiveItemId, '/salon-settings' | '/service-management' | '/stylist-management' | null> = {
  details: '/salon-settings',
  serviceImage: '/service-management',
  stylistSchedule: '/stylist-management',
  paypal: null,
  smtp: null,
  https: null,
  backup: null,
};

/** The admin dashboard's go-live checklist (issue 25): what the salon still lacks, from the real state; gone when all is done. */
export function GoLiveChecklist() {
  const trpc = useTRPC();
  const t = useI18n().ui.backOffice.goLive;
  const { data } = useQuery(trpc.salon.goLive.queryOptions());
  const missing = data?.filter((item) => !item.done) ?? [];
  if (missing.length === 0) return null;
  return (
    <Alert color="yellow" title={t.title} mb="lg">
      <Text size="sm" mb="xs">
        {t.intro}
      </Text>
      <List size="sm" spacing={4} aria-label={t.title}>
        {missing.map((item) => {
          const place = PLACES[item.id];
          return <List.Item key={item.id}>{place ? <AnchorLink to={place}>{t[item.id]}</AnchorLink> : t[item.id]}</List.Item>;
        })}
      </List>
    </Alert>
  );
}
