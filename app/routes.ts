import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The spec's route table (section 2). Public pages arrive with the public-site work.
export default [
  index("routes/home.tsx", { id: "index" }),
  route("home", "routes/home.tsx", { id: "home" }),
  route("auth", "routes/auth.tsx"),
  route("auth/sign-out", "routes/auth.sign-out.ts"),
  route("booking", "routes/booking.tsx"),
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
  route("admin", "routes/admin.tsx"),
  route("admin/bookings.csv", "routes/admin.bookings-csv.ts"),
  route("admin-setup", "routes/admin-setup.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
