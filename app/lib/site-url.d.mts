/** The site's origin without a trailing slash (see site-url.mjs). */
export declare function siteOrigin(
  siteUrl: string | undefined,
  port: string | number | undefined,
): string;
