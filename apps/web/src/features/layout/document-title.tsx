import { useRouterState } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';

function titleIn(meta: unknown): string | undefined {
  if (!Array.isArray(meta)) return undefined;
  for (const tag of meta) {
    if (typeof tag === 'object' && tag !== null && 'title' in tag && typeof tag.title === 'string') return tag.title;
  }
  return undefined;
}

/**
 * The tab's title: the deepest matched route's `head` title (routes/*: `localizedTitleHead`), set on the document.
 * TanStack Router's <HeadContent> renders a <title> element and relies on React 19 moving it into <head>; Preact
 * (decision 012) renders it where it stands, so the title is set directly instead.
 */
export function DocumentTitle() {
  const title = useRouterState({
    select: (state) => {
      for (let i = state.matches.length - 1; i >= 0; i--) {
        const title = titleIn(state.matches[i]?.meta);
        if (title) return title;
      }
      return undefined;
    },
  });
  useLayoutEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return null;
}
