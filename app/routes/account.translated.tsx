/**
 * /te/account and /hi/account (docs/decisions/0026): the account page of `account.tsx`, its
 * loader, action and words, in Telugu or Hindi. Rendered on the server only: the page ships no
 * script and its forms post to the action as plain HTML forms, as the other translated pages do.
 */
import { staticPageHandle } from "~/lib/route-handle";

export { action, default, headers, loader, meta } from "./account";

/** No scripts: the Telugu and Hindi pages are HTML the server answers (docs/decisions/0026). */
export const handle = staticPageHandle;
