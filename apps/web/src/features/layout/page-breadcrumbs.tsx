import { Box, Breadcrumbs, Text } from '@mantine/core';
import type { LinkProps } from '@tanstack/react-router';
import { useI18n } from '../i18n/use-i18n';
import { AnchorLink } from './router-links';

export interface Crumb {
  label: string;
  to?: NonNullable<LinkProps['to']>;
}

/** Home / Section / Page: links for all but the current page. */
export function PageBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { ui } = useI18n();
  return (
    <Box component="nav" aria-label={ui.pageStates.breadcrumb} mb="md">
      <Breadcrumbs separator="/">
        {crumbs.map((crumb) =>
          crumb.to ? (
            <AnchorLink key={crumb.label} to={crumb.to} size="sm">
              {crumb.label}
            </AnchorLink>
          ) : (
            <Text key={crumb.label} size="sm" c="dimmed" aria-current="page">
              {crumb.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </Box>
  );
}
