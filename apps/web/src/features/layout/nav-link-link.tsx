import { NavLink, type NavLinkProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { AnchorElementProps } from './router-links';

/**
 * Mantine's NavLink as a router link, for the phone menu and the back-office sidebars. A module of its own: NavLink
 * brings its Collapse and the collapse hooks, which no page needs before a menu opens (issue 9: a small first page).
 */
function MantineNavLinkAnchor(props: NavLinkProps & AnchorElementProps) {
  return <NavLink component="a" {...props} />;
}

const CreatedNavLink = createLink(MantineNavLinkAnchor);

export const NavLinkLink: LinkComponent<typeof MantineNavLinkAnchor> = (props) => <CreatedNavLink preload="intent" {...props} />;
