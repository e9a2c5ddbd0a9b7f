import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The spec's route table (section 2). Public pages arrive with the public-site work.
export default [
  index("routes/home.tsx", { id: "index" }),
  route("home", "routes/home.tsx", { id: "home" }),
  route("auth", "routes/auth.tsx"),
  route("auth/sign-out", "routes/auth.sign-out.ts"),
  route("booking", "routes/booking.tsx"),
  route("booking/:id", "routes/booking.detail.tsx"),
  route("account", "routes/account.tsx"),
  route("account/export", "routes/account.export.ts"),
  route("api/auth/*", "routes/api.auth.ts"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("contact", "routes/contact.tsx"),
  route("services", "routes/services.tsx"),
  route("about", "routes/about.tsx"),
  route("service/:slug", "routes/service.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog.post.tsx"),
  route("faq", "routes/faq.tsx"),
  route("rss.xml", "routes/rss.xml.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
