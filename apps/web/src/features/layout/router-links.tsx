import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

/** Mantine components rendered as router links, keeping TanStack Router's typed `to`. */

export type AnchorElementProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'> & { ref?: Ref<HTMLAnchorElement> };

function MantineAnchor(props: AnchorProps & AnchorElementProps) {
  return <Anchor component="a" {...props} />;
}
function MantineButtonAnchor(props: ButtonProps & AnchorElementProps) {
  return <Button component="a" {...props} />;
}

const CreatedAnchorLink = createLink(MantineAnchor);
const CreatedButtonLink = createLink(MantineButtonAnchor);

export const AnchorLink: LinkComponent<typeof MantineAnchor> = (props) => <CreatedAnchorLink preload="intent" {...props} />;
export const ButtonLink: LinkComponent<typeof MantineButtonAnchor> = (props) => <CreatedButtonLink preload="intent" {...props} />;
