import { EMPTY_SALON_DETAILS, type SalonDetails, salonDisplayName } from '@hairsalon/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTRPC } from '../api/trpc';
import { setTitleSalonName } from '../layout/page-title';

/**
 * The salon's own details (its settings: name, address, phone, …) for the header, footer, contact and about pages.
 * Empty until they load; the page titles follow the name once it is known.
 */
export function useSalonDetails(): SalonDetails & { displayName: string } {
  const trpc = useTRPC();
  const { data } = useQuery({ ...trpc.salon.details.queryOptions(), staleTime: 60_000 });
  const details = data ?? EMPTY_SALON_DETAILS;
  const displayName = salonDisplayName(details);
  useEffect(() => {
    if (!data) return;
    setTitleSalonName(displayName);
    if (typeof document !== 'undefined') {
      const [page] = document.title.split(' · ');
      if (page && document.title.includes(' · ')) document.title = `${page} · ${displayName}`;
    }
  }, [data, displayName]);
  return { ...details, displayName };
}
