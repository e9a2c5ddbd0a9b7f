/**
 * The server's fragment renderer (app/components/site/static-fragment.tsx,
 * docs/decisions/0012): each fragment rendered once to HTML with plain links and forms, then
 * kept per scope (the business facts object) and props.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { oncePer } from "~/lib/once-per";
import { PlainLinksProvider, type FragmentRenderer } from "./static-fragment";

/** How many fragments a scope keeps; past it, the scope starts again (a few dozen are used). */
const FRAGMENTS_PER_SCOPE = 256;

const fragmentsOf = oncePer((_scope: object) => new Map<string, string>());

/**
 * The renderer given to pages without scripts. A fragment's key is its props as JSON, so
 * the props must be plain data (strings, numbers, booleans, null, arrays, objects).
 */
export const fragmentRenderer: FragmentRenderer = {
  html(scope, props, render) {
    const fragments = fragmentsOf(scope);
    const key = JSON.stringify(props);
    let html = fragments.get(key);
    if (html === undefined) {
      html = renderToStaticMarkup(<PlainLinksProvider value>{render(props)}</PlainLinksProvider>);
      if (fragments.size >= FRAGMENTS_PER_SCOPE) fragments.clear();
      fragments.set(key, html);
    }
    return html;
  },
};
