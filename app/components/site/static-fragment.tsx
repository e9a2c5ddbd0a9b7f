/**
 * Shell parts drawn once as HTML and reused, on pages without scripts (docs/decisions/0012).
 *
 * The header and footer are the same on most requests (the same business facts, the same
 * links, one of three account states), yet rendering them was about a seventh of a
 * signed-in page's server time (My Bookings, `npm run bench:load`). On a page that ships no
 * scripts nothing hydrates them, so the server may send HTML it rendered before. A fragment
 * is rendered by itself, outside the page's router, from the props it is given and nothing
 * else: its cache key is those props, so two requests share a fragment only when the
 * fragment could not differ between them.
 *
 * Hydrated pages render the shell live, as before: this context is empty there, and in the
 * browser.
 */
import {
  createContext,
  useContext,
  type ComponentProps,
  type ElementType,
  type ReactElement,
} from "react";
import { Form, Link } from "react-router";

/** Renders fragments to HTML and keeps them; given by the server for pages without scripts. */
export interface FragmentRenderer {
  /**
   * The HTML of a fragment, rendered on first use.
   * @param scope an object the fragment depends on as a whole (the business facts, which stand
   *   while the settings do); fragments of a scope are forgotten with it
   * @param props the fragment's only other inputs; with `scope`, its cache key
   * @param render draws the fragment from `props`, with plain links and forms
   * @returns the fragment's HTML
   */
  html<P extends object>(scope: object, props: P, render: (props: P) => ReactElement): string;
}

const FragmentContext = createContext<FragmentRenderer | null>(null);

/** Provides the renderer around a page rendered without scripts (app/entry.server.tsx). */
export const FragmentProvider = FragmentContext.Provider;

/**
 * The fragment renderer when this page ships no scripts and is rendered on the server.
 * @returns the renderer, or null (hydrated pages, the browser)
 */
export function useFragmentRenderer(): FragmentRenderer | null {
  return useContext(FragmentContext);
}

/**
 * The element holding a fragment: `as` with the given attributes, its content the fragment's
 * HTML (rendered by React from the app's own components, so escaped like any other render).
 * @param as the element ("header", "footer", "svg", "ol", "dt" or "nav"); `html` from
 *   {@link FragmentRenderer}
 */
export function FragmentElement<T extends "header" | "footer" | "svg" | "ol" | "dt" | "nav">({
  as,
  html,
  ...props
}: { as: T; html: string } & Omit<ComponentProps<T>, "children" | "dangerouslySetInnerHTML">) {
  const Element = as as ElementType;
  return <Element {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** True inside a fragment: links and forms render as plain HTML (no router around them). */
const PlainContext = createContext(false);

/** Marks a subtree as a fragment (set by the renderer). */
export const PlainLinksProvider = PlainContext.Provider;

/**
 * A link of the shell: the router's `<Link>` on a live page, a plain `<a href>` inside a
 * fragment (a page without scripts loads the next page itself either way).
 * @param to the path; the other props are the anchor's
 */
export function ShellLink({ to, ...props }: ComponentProps<typeof Link> & { to: string }) {
  const plain = useContext(PlainContext);
  if (plain) {
    const {
      prefetch: _prefetch,
      viewTransition: _viewTransition,
      reloadDocument: _reloadDocument,
      preventScrollReset: _preventScrollReset,
      replace: _replace,
      state: _state,
      relative: _relative,
      discover: _discover,
      ...anchor
    } = props;
    return <a href={to} {...anchor} />;
  }
  return <Link to={to} {...props} />;
}

/**
 * A form of the shell: the router's `<Form>` on a live page, a plain `<form>` inside a
 * fragment. Takes `method`, `action`, `onSubmit` and children.
 */
export function ShellForm({
  method,
  action,
  onSubmit,
  children,
}: {
  method: "post";
  action: string;
  onSubmit?: () => void;
  children: React.ReactNode;
}) {
  const plain = useContext(PlainContext);
  if (plain)
    return (
      <form action={action} method={method}>
        {children}
      </form>
    );
  return (
    <Form method={method} action={action} onSubmit={onSubmit}>
      {children}
    </Form>
  );
}
