/** The card grid of the marketing pages: one column on phones, two on tablets, three on desktops. */
export const marketingGrid = "grid gap-5 sm:grid-cols-2 lg:grid-cols-3";
