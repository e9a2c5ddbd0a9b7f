/**
 * The promotion banner follows its dates on the prerendered pages (docs/product.md#offers,
 * docs/decisions/0023): the pages that show it are rewritten at start (a promotion may have
 * started or ended while the server was down) and again at each promotion's `validFrom` and
 * `validTo`, through the same writer published reviews use (docs/decisions/0017).
 */
import type { Logger } from "pino";
import { nextPromotionChange, PROMOTION_PAGES } from "../app/catalog/discount-offers.ts";
import type { PrerenderedPageWriter } from "./prerendered-pages.ts";

/** The longest delay a Node timer takes (about 24.8 days); a later change is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The pages to rewrite at start: those published reviews change, and the promotion's pages when
 * a promotion has started or ended since they were last drawn (the server was down over it).
 * Pages drawn after the last change are left as they are, so servers started one after another
 * on one build do not redraw each other's pages for nothing.
 * @param reviewPages the pages published reviews change ("all" or a list)
 * @param drawnAt when the home page was last drawn (its file's time), or null when unknown
 * @param now the current instant
 * @returns "all", or the list with the promotion's pages added when they are out of date
 */
export function pagesAtStartWithPromotion(
  reviewPages: readonly string[] | "all",
  drawnAt: Date | null,
  now: Date = new Date(),
): readonly string[] | "all" {
  if (reviewPages === "all") return "all";
  const change = drawnAt ? nextPromotionChange(drawnAt) : now;
  if (!change || change > now) return reviewPages;
  return [...new Set([...reviewPages, ...PROMOTION_PAGES])];
}

/**
 * Rewrites the promotion's pages each time a promotion starts or ends, for as long as the
 * process runs. The timers do not keep the process alive.
 * @param writer the server's page writer
 * @param logger where a failed rewrite is logged
 * @param now the clock (the current instant)
 * @returns a function that stops the timers
 */
export function schedulePromotionRewrites(
  writer: PrerenderedPageWriter,
  logger: Logger,
  now: () => Date = () => new Date(),
): () => void {
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    const next = nextPromotionChange(now());
    if (!next) return;
    const wait = Math.min(MAX_TIMER_MS, Math.max(0, next.getTime() - now().getTime()) + 1_000);
    timer = setTimeout(() => {
      if (now() >= next)
        void writer(PROMOTION_PAGES).catch((error: unknown) =>
          logger.error({ err: error }, "Promotion pages could not be rewritten"),
        );
      arm();
    }, wait);
    timer.unref();
  };
  arm();
  return () => clearTimeout(timer);
}
