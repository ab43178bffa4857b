import { afterEach, describe, expect, it } from 'vitest';
import { renderBehindPrerenderedPage } from './prerendered-page';

/** A router stand-in: the test says when the page has rendered. */
function fakeRouter() {
  let rendered: (() => void) | null = null;
  return {
    subscribe(_event: 'onRendered', listener: () => void) {
      rendered = listener;
      return () => {
        rendered = null;
      };
    },
    pageRendered: () => rendered?.(),
  };
}

function pageWithCopies(choice: string) {
  document.documentElement.setAttribute('data-prerender', choice);
  document.body.innerHTML =
    '<div id="root"></div><div data-prerendered="en" inert><h1>Look good</h1></div><div data-prerendered="vi" inert><h1>Đẹp hơn</h1></div>';
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  return root;
}

afterEach(() => {
  document.documentElement.removeAttribute('data-prerender');
  document.body.innerHTML = '';
});

describe('a prerendered page', () => {
  it('stays on screen, the app out of sight behind it, until the router has rendered the page', () => {
    const root = pageWithCopies('vi');
    const router = fakeRouter();
    renderBehindPrerenderedPage(root, router);
    expect(root.hasAttribute('data-behind-prerendered')).toBe(true);
    expect(document.querySelectorAll('[data-prerendered]')).toHaveLength(2);

    router.pageRendered();
    expect(root.hasAttribute('data-behind-prerendered')).toBe(false);
    expect(document.querySelectorAll('[data-prerendered]')).toHaveLength(0);
  });

  it('leaves the app in sight at once when no copy is shown (a signed-in visitor)', () => {
    const root = pageWithCopies('none');
    renderBehindPrerenderedPage(root, fakeRouter());
    expect(root.hasAttribute('data-behind-prerendered')).toBe(false);
    expect(document.querySelectorAll('[data-prerendered]')).toHaveLength(0);
  });

  it('does nothing on a page the server sent without copies', () => {
    document.documentElement.setAttribute('data-prerender', 'en');
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root') as HTMLElement;
    renderBehindPrerenderedPage(root, fakeRouter());
    expect(root.hasAttribute('data-behind-prerendered')).toBe(false);
  });
});
