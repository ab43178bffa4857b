import type { LinkProps } from '@tanstack/react-router';

/** Spec §2 header links; the label is a key of the header's texts. */
export const SITE_LINKS: { label: 'services' | 'about' | 'contact'; to: NonNullable<LinkProps['to']> }[] = [
  { label: 'services', to: '/services' },
  { label: 'about', to: '/about' },
  { label: 'contact', to: '/contact' },
];
